import { readPlatformEnv } from '@/lib/env';
import { tokenResponseSchema } from '../../contract';
import { startPlatformServer, type RunningPlatform } from '../server';

export const serviceHeaders = { 'x-service-token': 'dev-service-token' } as const;

/** A real platform server on a free port, in memory unless a data dir is given. */
export function startTestPlatform(
  env: Record<string, string> = {},
  overrides: { now?: () => number } = {},
): Promise<RunningPlatform> {
  return startPlatformServer(
    readPlatformEnv({ PLATFORM_PORT: '0', PLATFORM_DATA_DIR: 'memory://', ...env }),
    overrides,
  );
}

/** Client-credentials token from the platform's token endpoint, over HTTP. */
export async function clientToken(
  baseUrl: string,
  { clientId = 'career-site', secret = 'career-site-secret', scope = 'candidate_applications_manage' } = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/identity/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      scope,
    }),
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status} ${await response.text()}`);
  return tokenResponseSchema.parse(await response.json()).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A port that is free now (for a platform that must come up on a known port later). */
export { freePort as freePortForTests } from '@/lib/net/free-port';
export { emulatorHeaders } from './emulator-headers';
