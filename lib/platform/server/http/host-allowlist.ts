import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The host names the platform answers to: loopback, its public URL's host, and any configured extras. */
export function allowedHosts(publicUrl: string, extra: readonly string[]): Set<string> {
  return new Set([...LOOPBACK, new URL(publicUrl).hostname.toLowerCase(), ...extra]);
}

/** The host name of a Host header ("example.com:4010", "[::1]:4010"), lower-cased. */
function hostName(header: string): string {
  const lower = header.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0]!;
}

/**
 * Refuses a request whose Host is not ours. A page on an attacker's domain that re-points its DNS
 * name at 127.0.0.1 (DNS rebinding) reaches the platform as "same origin", but its Host is still the
 * attacker's name.
 */
export function hostAllowlist(hosts: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    if (!host || !hosts.has(hostName(host))) throw new ApiError(421, 'This host is not served here');
    await next();
  };
}
