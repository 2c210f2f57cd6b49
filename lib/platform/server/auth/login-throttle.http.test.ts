import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY } from './login-throttle';
import { browser, pkcePair, startSignIn, type Browser } from './oauth-test-browser';
import { insertStaff, startOAuthTestServer, type OAuthTestServer } from './oauth-test-server';

let clock = Date.UTC(2026, 0, 1);
const advance = (ms: number) => (clock += ms);

describe('staff login throttling (real HTTP, injected clock)', () => {
  let server: OAuthTestServer;
  beforeAll(async () => {
    server = await startOAuthTestServer(undefined, () => clock);
    await insertStaff(server.store, { id: 'user-1', email: 'ada@example.com', password: 'correct horse' });
    await insertStaff(server.store, { id: 'user-2', email: 'bob@example.com', password: 'battery staple' });
  });
  afterAll(async () => {
    await server.close();
    await server.store.close();
  });

  async function loginPage(): Promise<{ client: Browser; path: string }> {
    const client = browser(server.baseUrl);
    return { client, path: await startSignIn(client, pkcePair().challenge) };
  }
  const attempt = async (email: string, password: string) => {
    const { client, path } = await loginPage();
    const response = await client.post(`${path}/login`, { email, password });
    return { status: response.status, html: await response.text() };
  };

  it('delays after a few failures, then locks; the right password is refused while locked', async () => {
    for (let i = 0; i < ACCOUNT_POLICY.freeFailures; i += 1)
      expect((await attempt('ada@example.com', 'wrong')).status).toBe(400);
    expect((await attempt('ada@example.com', 'wrong')).status).toBe(400);
    // Now a delay: even the right password is not checked before it is over.
    const early = await attempt('ada@example.com', 'correct horse');
    expect(early.status).toBe(429);
    expect(early.html).toMatch(/role="alert">Too many sign-in attempts\. Try again in 1 second\./);

    // Keep failing, each time after the delay, up to the lock.
    for (let failures = ACCOUNT_POLICY.freeFailures + 1; failures < ACCOUNT_POLICY.lockAfter; failures += 1) {
      advance(ACCOUNT_POLICY.maxDelayMs);
      expect((await attempt('ada@example.com', 'wrong')).status).toBe(400);
    }
    const locked = await attempt('ada@example.com', 'correct horse');
    expect(locked.status).toBe(429);
    expect(locked.html).toContain('Try again in 15 minutes');
    advance(ACCOUNT_POLICY.lockMs - 60_000);
    expect((await attempt('ada@example.com', 'correct horse')).status).toBe(429);

    // Another account from the same address is not locked with it.
    expect((await attempt('bob@example.com', 'battery staple')).status).toBe(303);

    // The owner outwaits the lock.
    advance(60_000);
    expect((await attempt('ada@example.com', 'correct horse')).status).toBe(303);
  });

  it('throttles an unknown account exactly like a real one (no oracle for which accounts exist)', async () => {
    const unknown: number[] = [];
    const real: number[] = [];
    for (let i = 0; i <= ACCOUNT_POLICY.freeFailures + 1; i += 1) {
      unknown.push((await attempt('nobody@example.com', 'wrong')).status);
      real.push((await attempt('bob@example.com', 'wrong')).status);
    }
    expect(unknown).toEqual(real);
    expect(unknown.at(-1)).toBe(429);
    const a = await attempt('nobody@example.com', 'wrong');
    const b = await attempt('bob@example.com', 'wrong');
    const same = (html: string) =>
      html.replace(/\w+@example\.com/g, 'X').replace(/interaction\/[\w-]+/g, 'Y');
    expect(same(a.html)).toBe(same(b.html));
  });
});
