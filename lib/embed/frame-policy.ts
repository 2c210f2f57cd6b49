/** The policy every page carries besides framing (next.config.mjs sends the same for the other routes). */
const BASE_POLICY = "base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The embed routes' Content-Security-Policy: only the allowed employer pages may frame them, and the
 * site itself (the staff console's snippet preview). The origins were validated by lib/env.ts, so none
 * can smuggle in a directive.
 */
export function embedContentSecurityPolicy(allowedOrigins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}; ${BASE_POLICY}`;
}

/** Request header through which proxy.ts hands the embed query to the layout (layouts get no searchParams). */
export const EMBED_QUERY_HEADER = 'x-careers-embed-query';
