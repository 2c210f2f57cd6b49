import { describe, expect, it } from 'vitest';
import { MemoryPacer } from './memory-pacer';
import type { Permit } from './pacer';
import { createFakeClock } from './test-support/fake-clock';

function setup(options: { queueLimit?: number } = {}) {
  const time = createFakeClock();
  const pacer = new MemoryPacer({ clock: time.clock, safetyMarginMs: 50, ...options });
  const granted: { id: number; at: number; permit: Permit }[] = [];
  const request = (
    id: number,
    endpoint: Parameters<MemoryPacer['acquire']>[0] = 'GET /jobs',
    signal?: AbortSignal,
  ) =>
    pacer.acquire(endpoint, signal).then((permit) => {
      granted.push({ id, at: time.clock.now(), permit });
      return permit;
    });
  return { time, pacer, granted, request };
}

describe('MemoryPacer', () => {
  it('lets 10 go per window per endpoint, in arrival order, and the rest as the window slides', async () => {
    const { time, granted, request } = setup();
    for (let i = 0; i < 25; i++) void request(i);
    await time.advance(0);
    expect(granted.map((g) => g.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]); // 8 at a time
    granted.forEach((g) => g.permit.release());
    await time.advance(0);
    expect(granted).toHaveLength(10);
    granted.forEach((g) => g.permit.release());
    await time.advance(1049);
    expect(granted).toHaveLength(10);
    await time.advance(1);
    expect(granted.map((g) => g.id).slice(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('uses the policy table: 2 per window for publication, one at a time for GET /candidates', async () => {
    const { time, granted, request } = setup();
    for (let i = 0; i < 4; i++) void request(i, 'POST /jobs/:id/publication');
    for (let i = 10; i < 13; i++) void request(i, 'GET /candidates');
    await time.advance(0);
    expect(granted.map((g) => g.id)).toEqual([0, 1, 10]);
    granted.find((g) => g.id === 10)!.permit.release();
    await time.advance(0);
    expect(granted.map((g) => g.id)).toEqual([0, 1, 10, 11]);
  });

  it('does not let an endpoint that waits for its budget hold up another endpoint', async () => {
    const { time, granted, request } = setup();
    for (let i = 0; i < 3; i++) void request(i, 'POST /jobs/:id/publication');
    void request(99, 'GET /reviews');
    await time.advance(0);
    expect(granted.map((g) => g.id)).toEqual([0, 1, 99]);
  });

  it('slows down when the headers show budget used by someone else on the credential', async () => {
    const { time, granted, request } = setup();
    void request(0);
    await time.advance(0);
    // Our log holds 1 request, yet the platform says only 3 remain: 6 were spent elsewhere.
    granted[0]!.permit.release({ status: 200, limit: 10, remaining: 3 });
    for (let i = 1; i < 10; i++) void request(i);
    await time.advance(0);
    granted.slice(1).forEach((g) => g.permit.release());
    expect(granted).toHaveLength(4);
    await time.advance(1050);
    expect(granted.length).toBeGreaterThan(4);
  });

  it('adopts a lowered limit from the headers', async () => {
    const { time, granted, request } = setup();
    void request(0);
    await time.advance(0);
    granted[0]!.permit.release({ status: 200, limit: 3, remaining: 2 });
    for (let i = 1; i < 6; i++) void request(i);
    await time.advance(0);
    expect(granted).toHaveLength(3);
  });

  it('pauses an endpoint after a 429, honouring Retry-After', async () => {
    const { time, granted, request } = setup();
    void request(0);
    await time.advance(0);
    granted[0]!.permit.release({ status: 429, retryAfterMs: 2000 });
    void request(1);
    await time.advance(1999);
    expect(granted).toHaveLength(1);
    await time.advance(1);
    expect(granted).toHaveLength(2);
  });

  it('refuses new requests past the queue bound, and drops aborted waiters', async () => {
    const { time, pacer, granted, request } = setup({ queueLimit: 3 });
    for (let i = 0; i < 8; i++) void request(i);
    await time.advance(0);
    const abort = new AbortController();
    const waiting = [request(8, 'GET /jobs', abort.signal), request(9), request(10)];
    await expect(request(11)).rejects.toMatchObject({ code: 'queue_full' });
    abort.abort();
    await expect(waiting[0]).rejects.toMatchObject({ code: 'aborted' });
    expect(pacer.snapshot().queued).toBe(2);
    granted.forEach((g) => g.permit.release());
    await time.advance(0);
    expect(granted.map((g) => g.id).slice(8)).toEqual([9, 10]);
  });
});
