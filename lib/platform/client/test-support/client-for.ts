import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient, type PlatformClientOverrides } from '../create-platform-client';
import { emulatorHeaders } from '../../server/test-support/emulator-headers';

/** A client wired from configuration, pointed at a test platform. */
export function clientFor(
  baseUrl: string,
  env: Record<string, string> = {},
  overrides: PlatformClientOverrides = {},
) {
  return createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: baseUrl, ...env }), overrides);
}

type Counts = Record<string, Record<string, { requests: number; throttled: number; errors: number }>>;

/** The platform's own counters (test control), summed over credentials for one endpoint. */
export async function platformCounts(baseUrl: string, endpoint: string) {
  const counters = (await (
    await fetch(`${baseUrl}/_emulator/counters`, { headers: emulatorHeaders })
  ).json()) as Counts;
  let requests = 0;
  let throttled = 0;
  for (const byEndpoint of Object.values(counters)) {
    requests += byEndpoint[endpoint]?.requests ?? 0;
    throttled += byEndpoint[endpoint]?.throttled ?? 0;
  }
  return { requests, throttled };
}

export async function control(baseUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: emulatorHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}
