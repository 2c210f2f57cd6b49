import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHeaders } from '../../contract';
import type { RunningPlatform } from '../server';
import { bearer, clientToken, serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import { emulatorHeaders } from '../test-support/emulator-headers';

// The platform's clock is frozen unless a test moves it, so every window is exact and no test sleeps.
let now = Date.parse('2026-06-01T12:00:00.000Z');
let platform: RunningPlatform;
const usersPath = '/user-api/v201804/users?limit=1';

beforeAll(async () => {
  platform = await startTestPlatform({}, { now: () => now });
});
afterAll(() => platform.close());
beforeEach(async () => {
  now += 10_000; // a fresh window for every test
  await control('PUT', '/_emulator/limits', {
    enabled: true,
    algorithm: 'sliding-window',
    retryAfter: false,
  });
  await control('PUT', '/_emulator/faults', {
    latencyMs: { minMs: 0, maxMs: 0 },
    paths: [],
    errorRate: 0,
    hangRate: 0,
    dropAfterRate: 0,
  });
});

async function control(method: string, path: string, body: unknown) {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: emulatorHeaders,
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function sequential(n: number, path: string, init: RequestInit = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${platform.url}${path}`, init);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

function expectLimitHeaders(response: Response) {
  for (const header of Object.values(rateLimitHeaders))
    expect(response.headers.get(header), header).toMatch(/^\d+$/);
}

describe('rate limits are exact under every algorithm', () => {
  for (const algorithm of ['sliding-window', 'fixed-window', 'token-bucket'] as const) {
    it(`${algorithm}: 25 quick requests to a 10 rps endpoint → exactly 10 succeed, then 10 more a second later`, async () => {
      await control('PUT', '/_emulator/limits', { algorithm });
      const first = await sequential(25, usersPath, { headers: serviceHeaders });
      expect(count(first, 200)).toBe(10);
      expect(count(first, 429)).toBe(15);
      expect(first.slice(0, 10).every((s) => s === 200)).toBe(true);
      now += 1000;
      expect(count(await sequential(25, usersPath, { headers: serviceHeaders }), 200)).toBe(10);
    });
  }

  it('counts the remaining budget down in the headers, and 429s say so in the JSON body', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${platform.url}${usersPath}`, { headers: serviceHeaders });
      remaining.push(response.headers.get('x-ratelimit-remaining') ?? '');
      if (i === 10) {
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).toBeNull();
        expect(await response.json()).toMatchObject({
          message: expect.any(String),
          errors: [{ code: 'RATE_LIMITED' }],
        });
      } else await response.arrayBuffer();
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0', '0']);
  });

  it('adds Retry-After to limiter 429s only when that option is on', async () => {
    await control('PUT', '/_emulator/limits', { retryAfter: true });
    await sequential(10, usersPath, { headers: serviceHeaders });
    const response = await fetch(`${platform.url}${usersPath}`, { headers: serviceHeaders });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('limits the three named endpoints to 2 rps', async () => {
    const jobs = (await (
      await fetch(`${platform.url}/jobs?limit=1`, { headers: serviceHeaders })
    ).json()) as { content: { id: string }[] };
    const jobId = jobs.content[0]!.id;
    const statuses = await sequential(5, `/jobs/${jobId}/publication`, {
      method: 'POST',
      headers: serviceHeaders,
    });
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(
      count(
        await sequential(5, `/jobs/${jobId}/publication`, { method: 'DELETE', headers: serviceHeaders }),
        200,
      ),
    ).toBe(2);
  });

  it('keeps one budget per credential: an OAuth client across its tokens, a service token, anonymous callers', async () => {
    const tokenA = await clientToken(platform.url, { scope: 'candidates_read' });
    const tokenB = await clientToken(platform.url, { scope: 'candidates_read' });
    expect(tokenA).not.toBe(tokenB);
    const candidatesPath = '/candidates?limit=1';
    const a = await sequential(6, candidatesPath, { headers: bearer(tokenA) });
    const b = await sequential(6, candidatesPath, { headers: bearer(tokenB) });
    expect(count([...a, ...b], 200)).toBe(10);
    // The service token is another API user with a budget of its own.
    expect(count(await sequential(12, candidatesPath, { headers: serviceHeaders }), 200)).toBe(10);
    // So is an anonymous caller on a public endpoint.
    expect(count(await sequential(12, '/v1/companies/acme/postings?limit=1'), 200)).toBe(10);
  });

  it('admits everything when limits are switched off', async () => {
    await control('PUT', '/_emulator/limits', { enabled: false });
    expect(count(await sequential(30, usersPath, { headers: serviceHeaders }), 200)).toBe(30);
  });
});

describe('concurrency limits', () => {
  it('lets one GET /candidates run at a time per credential', async () => {
    await control('PUT', '/_emulator/faults', {
      latencyMs: { minMs: 300, maxMs: 300 },
      paths: ['/candidates'],
    });
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${platform.url}/candidates?limit=1`, { headers: serviceHeaders }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.headers.get('x-ratelimit-concurrent-limit')).toBe('1');
    expect(refused.headers.get('x-ratelimit-concurrent-remaining')).toBe('0');
    expect(await refused.json()).toMatchObject({ errors: [{ code: 'CONCURRENCY_LIMITED' }] });
  });

  it('lets 8 requests of one credential run at once across endpoints, and frees the slots afterwards', async () => {
    await control('PUT', '/_emulator/faults', {
      latencyMs: { minMs: 300, maxMs: 300 },
      paths: ['/jobs', '/reviews'],
    });
    const paths = Array.from({ length: 12 }, (_, i) => (i % 2 ? '/jobs?limit=1' : '/reviews?limit=1'));
    const responses = await Promise.all(
      paths.map((path) => fetch(`${platform.url}${path}`, { headers: serviceHeaders })),
    );
    expect(
      count(
        responses.map((r) => r.status),
        200,
      ),
    ).toBe(8);
    expect(
      count(
        responses.map((r) => r.status),
        429,
      ),
    ).toBe(4);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    expect(platform.ctx.limiter.activeFor('service:dev')).toBe(0);
    // Another credential was never affected.
    const token = await clientToken(platform.url, { scope: 'candidates_read' });
    expect((await fetch(`${platform.url}/candidates?limit=1`, { headers: bearer(token) })).status).toBe(200);
  });
});

describe('the X-RateLimit-* headers are on every response', () => {
  it('success, 400, 401, 403, 404, 406, 429, the token endpoint and the login page', async () => {
    const token = await clientToken(platform.url, { scope: 'candidate_applications_manage' });
    const cases: [string, RequestInit, number][] = [
      [usersPath, { headers: serviceHeaders }, 200],
      ['/user-api/v201804/users?limit=0', { headers: serviceHeaders }, 400],
      [usersPath, {}, 401],
      [usersPath, { headers: { 'x-service-token': 'wrong' } }, 401],
      [usersPath, { headers: bearer(token) }, 403],
      ['/no/such/endpoint', {}, 404],
      [usersPath, { headers: { ...serviceHeaders, accept: 'text/html' } }, 406],
    ];
    for (const [path, init, status] of cases) {
      const response = await fetch(`${platform.url}${path}`, init);
      expect(response.status, path).toBe(status);
      expectLimitHeaders(response);
      if (status !== 200) expect(await response.json()).toMatchObject({ errors: expect.any(Array) });
    }
    // OAuth endpoints answer in OAuth's own error format (RFC 6749 §5.2), still with the headers.
    const refusedToken = await fetch(`${platform.url}/identity/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'career-site',
        client_secret: 'nope',
      }),
    });
    expect(refusedToken.status).toBe(401);
    expect(await refusedToken.json()).toMatchObject({ error: 'invalid_client' });
    expectLimitHeaders(refusedToken);
    const expiredLogin = await fetch(`${platform.url}/identity/oauth/interaction/unknown-uid`);
    expect(expiredLogin.status).toBeGreaterThanOrEqual(400);
    expectLimitHeaders(expiredLogin);

    const limited = await sequential(12, '/reviews?limit=1', { headers: serviceHeaders });
    expect(limited.at(-1)).toBe(429);
    expectLimitHeaders(await fetch(`${platform.url}/reviews?limit=1`, { headers: serviceHeaders }));
  });
});
