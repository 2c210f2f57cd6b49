import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidateStatusResponseSchema } from '../../contract';
import type { RunningPlatform } from '../server';
import { advanceStatuses } from '../status-advance';
import { serviceHeaders, startTestPlatform } from '../test-support/test-platform';
import { emulatorHeaders } from '../test-support/emulator-headers';

// The posting without questions takes the smallest valid application.
const openPosting = '185043d8-d40e-4bce-8464-c216b7317500';
let platform: RunningPlatform;
let now = Date.parse('2026-06-01T12:00:00.000Z');

beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_LATENCY_MS: '0-0' }, { now: () => now });
});
afterAll(() => platform.close());
beforeEach(async () => {
  now += 10_000;
  await put('/_emulator/faults', {
    latencyMs: { minMs: 0, maxMs: 0 },
    errorRate: 0,
    hangRate: 0,
    dropAfterRate: 0,
    paths: [],
  });
});

async function put(path: string, body: unknown) {
  const response = await fetch(`${platform.url}${path}`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function apply(email: string, signal?: AbortSignal) {
  return fetch(`${platform.url}/postings/${openPosting}/candidates`, {
    method: 'POST',
    headers: { ...serviceHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      consentDecisions: { SINGLE: true },
    }),
    signal,
  });
}

async function candidatesWithEmail(email: string): Promise<{ id: string }[]> {
  const response = await fetch(`${platform.url}/candidates?q=${encodeURIComponent(email)}`, {
    headers: serviceHeaders,
  });
  return ((await response.json()) as { content: { id: string }[] }).content;
}

describe('fault injection', () => {
  it('answers 503 with the JSON error and the limit headers at errorRate 1, and does no work', async () => {
    await put('/_emulator/faults', { errorRate: 1, paths: ['/postings'] });
    const response = await apply('fault-503@example.com');
    expect(response.status).toBe(503);
    expect(response.headers.get('x-ratelimit-limit')).toBe('10');
    expect(await response.json()).toMatchObject({
      message: expect.stringContaining('Injected'),
      errors: [{ code: 'INTERNAL_ERROR' }],
    });
    await put('/_emulator/faults', { errorRate: 0 });
    expect(await candidatesWithEmail('fault-503@example.com')).toHaveLength(0);
  });

  it('delays answers by the injected latency, only on the chosen paths', async () => {
    await put('/_emulator/faults', { latencyMs: '150-200', paths: ['/jobs'] });
    let started = performance.now();
    await (await fetch(`${platform.url}/jobs?limit=1`, { headers: serviceHeaders })).arrayBuffer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    started = performance.now();
    const reviews = await fetch(`${platform.url}/reviews?limit=1`, { headers: serviceHeaders });
    expect(reviews.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(145);
  });

  it('leaves a hung request unanswered until the client gives up, then frees its slot', async () => {
    await put('/_emulator/faults', { hangRate: 1, paths: ['/reviews'] });
    await expect(
      fetch(`${platform.url}/reviews?limit=1`, { headers: serviceHeaders, signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    await expect.poll(() => platform.ctx.limiter.activeFor('service:dev'), { timeout: 2000 }).toBe(0);
  });

  it('processes a request and then drops the connection: the outcome is unknown to the client', async () => {
    await put('/_emulator/faults', { dropAfterRate: 1, paths: ['/postings'] });
    await expect(apply('dropped@example.com')).rejects.toThrow();
    await put('/_emulator/faults', { dropAfterRate: 0 });
    expect(await candidatesWithEmail('dropped@example.com')).toHaveLength(1);
  });

  it('refuses bad fault settings with a 400 and keeps the old ones', async () => {
    const bad = await put('/_emulator/faults', { errorRate: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'errorRate' }] });
    const current = await (
      await fetch(`${platform.url}/_emulator/faults`, { headers: emulatorHeaders })
    ).json();
    expect(current).toMatchObject({ errorRate: 0 });
  });
});

describe('test controls', () => {
  it('moves a candidate to any status, and refuses unknown statuses and candidates', async () => {
    const created = (await (await apply('moved@example.com')).json()) as { id: string };
    const statusUrl = `${platform.url}/postings/${openPosting}/candidates/${created.id}/status`;
    const read = async () =>
      candidateStatusResponseSchema.parse(await (await fetch(statusUrl, { headers: serviceHeaders })).json())
        .status;
    expect(await read()).toBe('NEW');
    expect((await put(`/_emulator/candidates/${created.id}/status`, { status: 'OFFER' })).status).toBe(200);
    expect(await read()).toBe('OFFER');
    expect((await put(`/_emulator/candidates/${created.id}/status`, { status: 'PROMOTED' })).status).toBe(
      400,
    );
    expect((await put('/_emulator/candidates/nope/status', { status: 'HIRE' })).status).toBe(404);
  });

  it('counts requests and 429s per credential and endpoint', async () => {
    await fetch(`${platform.url}/_emulator/counters`, { method: 'DELETE', headers: emulatorHeaders });
    for (let i = 0; i < 12; i++)
      await (await fetch(`${platform.url}/jobs?limit=1`, { headers: serviceHeaders })).arrayBuffer();
    const counters = (await (
      await fetch(`${platform.url}/_emulator/counters`, { headers: emulatorHeaders })
    ).json()) as Record<string, Record<string, unknown>>;
    expect(counters['service:dev']?.['GET /jobs']).toEqual({ requests: 12, throttled: 2, errors: 0 });
  });

  it('resets to the seed', async () => {
    await apply('before-reset@example.com');
    expect(await candidatesWithEmail('before-reset@example.com')).toHaveLength(1);
    const reset = await fetch(`${platform.url}/_emulator/reset`, {
      method: 'POST',
      headers: emulatorHeaders,
    });
    expect(reset.status).toBe(200);
    expect(await candidatesWithEmail('before-reset@example.com')).toHaveLength(0);
  });
});

describe('demo status advance', () => {
  it('moves candidates who applied since start NEW → IN_REVIEW → INTERVIEW, one step per interval', async () => {
    const since = new Date(now);
    now += 1000;
    const created = (await (await apply('demo@example.com')).json()) as { id: string };
    const status = async () =>
      (
        (await (
          await fetch(`${platform.url}/postings/${openPosting}/candidates/${created.id}/status`, {
            headers: serviceHeaders,
          })
        ).json()) as { status: string }
      ).status;
    await advanceStatuses(platform.ctx.db, 60, since, now + 30_000);
    expect(await status()).toBe('NEW');
    await advanceStatuses(platform.ctx.db, 60, since, now + 61_000);
    expect(await status()).toBe('IN_REVIEW');
    await advanceStatuses(platform.ctx.db, 60, since, now + 62_000);
    expect(await status()).toBe('IN_REVIEW');
    await advanceStatuses(platform.ctx.db, 60, since, now + 122_000);
    expect(await status()).toBe('INTERVIEW');
  });
});
