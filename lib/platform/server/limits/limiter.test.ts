import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter';

describe('Limiter', () => {
  const make = (now = () => 0) =>
    new Limiter({ enabled: true, algorithm: 'sliding-window', retryAfter: false }, now);

  it('keeps a separate rate budget per API user and per endpoint', () => {
    const limiter = make();
    const admitted = (user: string, endpoint: 'GET /jobs' | 'GET /reviews') => {
      let allowed = 0;
      for (let i = 0; i < 15; i++) {
        const admission = limiter.admit(user, endpoint);
        admission.release();
        if (admission.allowed) allowed++;
      }
      return allowed;
    };
    expect(admitted('a', 'GET /jobs')).toBe(10);
    expect(admitted('a', 'GET /reviews')).toBe(10);
    expect(admitted('b', 'GET /jobs')).toBe(10);
  });

  it('uses the policy table: 2 rps for publication, 1 at a time for GET /candidates', () => {
    let now = 0;
    const limiter = make(() => now);
    const publications = Array.from({ length: 5 }, () => limiter.admit('a', 'POST /jobs/:id/publication'));
    expect(publications.filter((a) => a.allowed)).toHaveLength(2);
    expect(publications[0]).toMatchObject({ rateLimit: 2, concurrentLimit: 8 });

    const first = limiter.admit('a', 'GET /candidates');
    expect(first).toMatchObject({ allowed: true, concurrentLimit: 1, concurrentRemaining: 0 });
    expect(limiter.admit('a', 'GET /candidates')).toMatchObject({ allowed: false, refusedBy: 'concurrency' });
    first.release();
    now = 1;
    expect(limiter.admit('a', 'GET /candidates').allowed).toBe(true);
  });

  it('caps concurrency at 8 across endpoints, and a concurrency refusal spends no rate budget', () => {
    const limiter = make();
    const held = Array.from({ length: 8 }, (_, i) =>
      limiter.admit('a', i % 2 ? 'GET /jobs' : 'GET /reviews'),
    );
    expect(held.every((a) => a.allowed)).toBe(true);
    const refused = limiter.admit('a', 'GET /users' as 'GET /jobs');
    expect(refused).toMatchObject({
      allowed: false,
      refusedBy: 'concurrency',
      concurrentRemaining: 0,
      rateRemaining: 10,
    });
    held[0]!.release();
    held[0]!.release(); // releasing twice frees one slot only
    expect(limiter.admit('a', 'GET /users' as 'GET /jobs').allowed).toBe(true);
    expect(limiter.admit('a', 'GET /users' as 'GET /jobs').allowed).toBe(false);
  });

  it('admits everything when switched off, still reporting the limits', () => {
    const limiter = new Limiter({ enabled: false, algorithm: 'sliding-window', retryAfter: false }, () => 0);
    const all = Array.from({ length: 50 }, () => limiter.admit('a', 'GET /jobs'));
    expect(all.every((a) => a.allowed && a.rateLimit === 10)).toBe(true);
  });
});
