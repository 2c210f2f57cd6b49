import { describe, expect, it } from 'vitest';
import type { EndpointKey } from '../contract';
import { MemoryPacer } from './memory-pacer';
import type { Permit } from './pacer';
import { createFakeClock } from './test-support/fake-clock';

const START = 1_000_000;

function setup(options: { queueLimit?: number } = {}) {
  const time = createFakeClock(START);
  const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 0, ...options });
  const granted: { id: number; at: number; permit: Permit }[] = [];
  const request = (id: number, endpoint: EndpointKey = 'GET /jobs', signal?: AbortSignal) =>
    pacer.acquire(endpoint, signal).then((permit) => {
      granted.push({ id, at: time.clock.now() - START, permit });
      permit.release();
      return permit;
    });
  return { time, pacer, granted, request };
}

describe('MemoryPacer', () => {
  it('spaces one endpoint’s requests evenly, 10 per second, in arrival order', async () => {
    const { time, granted, request } = setup();
    for (let i = 0; i < 25; i++) void request(i);
    await time.advance(2000);
    expect(granted.map((g) => g.id)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(granted.map((g) => g.at).slice(0, 4)).toEqual([0, 100, 200, 300]);
    const inFirstSecond = granted.filter((g) => g.at < 1000).length;
    expect(inFirstSecond).toBe(10);
  });

  it('lets a lone request go at once', async () => {
    const { time, granted, request } = setup();
    void request(1);
    await time.advance(0);
    expect(granted.map((g) => g.at)).toEqual([0]);
  });

  it('uses the policy table: 2 per second for publication, one at a time for GET /candidates', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 0 });
    const publications: number[] = [];
    for (let i = 0; i < 4; i++)
      void pacer
        .acquire('POST /jobs/:id/publication')
        .then((p) => (publications.push(time.clock.now() - START), p.release()));
    await time.advance(1600);
    expect(publications).toEqual([0, 500, 1000, 1500]);

    const held = await pacer.acquire('GET /candidates');
    let second = false;
    void pacer.acquire('GET /candidates').then(() => (second = true));
    await time.advance(500);
    expect(second).toBe(false);
    held.release();
    await time.advance(0);
    expect(second).toBe(true);
  });

  it('caps concurrency at 8 across endpoints', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock });
    const endpoints: EndpointKey[] = [
      'GET /jobs',
      'GET /reviews',
      'GET /user-api/v201804/users',
      'GET /postings/:uuid/configuration',
      'POST /postings/:uuid/candidates',
      'GET /v1/companies/:companyId/postings',
      'GET /v1/companies/:companyId/postings/:postingId',
      'GET /postings/:uuid/candidates/:candidateId/status',
      'GET /reporting-api/v201804/reports/:name/data',
    ];
    const permits: Permit[] = [];
    for (const endpoint of endpoints) void pacer.acquire(endpoint).then((p) => permits.push(p));
    await time.advance(0);
    expect(permits).toHaveLength(8);
    expect(pacer.snapshot()).toMatchObject({ inFlight: 8, queued: 1 });
    permits[0]!.release();
    await time.advance(0);
    expect(permits).toHaveLength(9);
  });

  it('does not let an endpoint that waits for its budget hold up another endpoint', async () => {
    const { time, granted, request } = setup();
    for (let i = 0; i < 3; i++) void request(i, 'POST /jobs/:id/publication');
    void request(99, 'GET /reviews');
    await time.advance(0);
    expect(granted.map((g) => g.id)).toEqual([0, 99]);
  });

  it('charges budget that the headers show someone else spent, and halves its share if refused after that', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 0 });
    const first = await pacer.acquire('GET /jobs');
    // Our log holds 1 request, yet the platform says only 3 remain: 6 were spent elsewhere.
    first.release({ status: 200, limit: 10, remaining: 3 });
    expect(pacer.snapshot().endpoints['GET /jobs']).toMatchObject({ usedInWindow: 7, share: 10 });
    const refused = await pacer.acquire('GET /reviews');
    refused.release({ status: 429, limit: 10, remaining: 0 });
    await time.advance(100);
    const next = await pacer.acquire('GET /jobs');
    next.release({ status: 429, limit: 10, remaining: 0 });
    expect(pacer.snapshot().endpoints['GET /jobs']).toMatchObject({ share: 5 });
  });

  it('alone on the credential, a 429 widens the safety margin instead of halving the share', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 25 });
    const permit = await pacer.acquire('GET /jobs');
    permit.release({ status: 429, limit: 10, remaining: 0 });
    expect(pacer.snapshot()).toMatchObject({ marginMs: 50, endpoints: { 'GET /jobs': { share: 10 } } });
  });

  it('adopts a lowered limit from the headers', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 0 });
    const permit = await pacer.acquire('GET /jobs');
    permit.release({ status: 200, limit: 4, remaining: 3 });
    const times: number[] = [];
    for (let i = 0; i < 3; i++)
      void pacer.acquire('GET /jobs').then((p) => (times.push(time.clock.now() - START), p.release()));
    await time.advance(1000);
    expect(times).toEqual([250, 500, 750]);
  });

  it('pauses an endpoint after a 429, honouring Retry-After', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock });
    (await pacer.acquire('GET /jobs')).release({ status: 429, retryAfterMs: 2000 });
    let granted = false;
    void pacer.acquire('GET /jobs').then(() => (granted = true));
    await time.advance(1999);
    expect(granted).toBe(false);
    await time.advance(1);
    expect(granted).toBe(true);
  });

  it('refuses new requests past the queue bound, and drops aborted waiters', async () => {
    const time = createFakeClock(START);
    const pacer = new MemoryPacer({ clock: time.clock, queueLimit: 3 });
    await pacer.acquire('GET /jobs');
    const abort = new AbortController();
    const waiting = [
      pacer.acquire('GET /jobs', abort.signal),
      pacer.acquire('GET /jobs'),
      pacer.acquire('GET /jobs'),
    ];
    await expect(pacer.acquire('GET /jobs')).rejects.toMatchObject({ code: 'queue_full' });
    abort.abort();
    await expect(waiting[0]).rejects.toMatchObject({ code: 'aborted' });
    expect(pacer.snapshot().queued).toBe(2);
    await time.advance(300);
    await expect(waiting[1]).resolves.toBeDefined();
    await expect(waiting[2]).resolves.toBeDefined();
  });
});
