import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../server/server';
import { startTestPlatform } from '../server/test-support/test-platform';
import { clientFor, control, platformCounts } from './test-support/client-for';
import { createFakeClock } from './test-support/fake-clock';
import { TokenManager } from './token-manager';

let platform: RunningPlatform;
const tokenEndpoint = 'POST /identity/oauth/token';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());
beforeEach(() => control(platform.url, 'DELETE', '/_emulator/counters'));

const manager = (overrides: Partial<ConstructorParameters<typeof TokenManager>[0]> = {}) =>
  new TokenManager({
    tokenUrl: `${platform.url}/identity/oauth/token`,
    clientId: 'career-site',
    clientSecret: 'career-site-secret',
    scope: 'candidate_applications_manage',
    ...overrides,
  });

describe('TokenManager against the platform', () => {
  it('shares one token request among 100 concurrent callers, then serves from cache', async () => {
    const tokens = manager();
    const values = await Promise.all(Array.from({ length: 100 }, () => tokens.getToken()));
    expect(new Set(values).size).toBe(1);
    await tokens.getToken();
    expect((await platformCounts(platform.url, tokenEndpoint)).requests).toBe(1);
  });

  it('renews shortly before expiry, by the injected clock', async () => {
    const time = createFakeClock(Date.now());
    const tokens = manager({ clock: time.clock, refreshSkewMs: 60_000 });
    const first = await tokens.getToken();
    expect(tokens.state()?.expiresAt).toBe(time.clock.now() + 1_800_000);
    await time.advance(1_800_000 - 60_001);
    expect(await tokens.getToken()).toBe(first);
    await time.advance(2);
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect((await platformCounts(platform.url, tokenEndpoint)).requests).toBe(2);
  });

  it('says clearly when the credential is refused or lacks the scope', async () => {
    await expect(manager({ clientSecret: 'wrong' }).getToken()).rejects.toMatchObject({
      name: 'PlatformError',
      code: 'credential_refused',
    });
    await expect(manager({ scope: 'reports_read' }).getToken()).rejects.toMatchObject({
      code: 'insufficient_scope',
    });
  });

  it('a 401 from the API drops the token and retries once with a fresh one', async () => {
    const client = clientFor(platform.url);
    const uuid = '185043d8-d40e-4bce-8464-c216b7317500';
    await client.getConfiguration(uuid);
    const stale = await client.tokens!.getToken();
    // Revoke the cached token on the platform, as an operator (or an expiry the client missed) would.
    const revoked = await fetch(`${platform.url}/identity/oauth/token/revocation`, {
      method: 'POST',
      body: new URLSearchParams({
        token: stale,
        client_id: 'career-site',
        client_secret: 'career-site-secret',
      }),
    });
    expect(revoked.ok).toBe(true);
    await control(platform.url, 'DELETE', '/_emulator/counters');
    expect(await client.getConfiguration(uuid)).not.toBeNull();
    expect(await client.tokens!.getToken()).not.toBe(stale);
    const calls = await platformCounts(platform.url, 'GET /postings/:uuid/configuration');
    expect(calls.requests).toBe(2);
    expect((await platformCounts(platform.url, tokenEndpoint)).requests).toBe(1);
  });

  it('reports a credential without the scope as a typed error from the API', async () => {
    const client = clientFor(platform.url, {
      PLATFORM_CLIENT_ID: 'reporting-only',
      PLATFORM_CLIENT_SECRET: 'reporting-only-secret',
      PLATFORM_SCOPE: 'reports_read',
    });
    await expect(client.getConfiguration('185043d8-d40e-4bce-8464-c216b7317500')).rejects.toMatchObject({
      code: 'insufficient_scope',
      status: 403,
    });
  });
});
