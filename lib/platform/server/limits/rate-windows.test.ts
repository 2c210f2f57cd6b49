import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-windows';

const burst = (take: (now: number) => boolean, at: number, n: number) =>
  Array.from({ length: n }, () => take(at)).filter(Boolean).length;

describe('rate windows (injected clock)', () => {
  it('sliding window: exactly the limit in any 1 s span, and frees as the oldest ages out', () => {
    const window = createRateWindow('sliding-window', 10, 1000);
    const take = (now: number) => window.tryTake(now).allowed;
    expect(burst(take, 0, 25)).toBe(10);
    expect(take(999)).toBe(false);
    expect(burst(take, 1000, 25)).toBe(10);
    expect(window.tryTake(1500)).toMatchObject({ allowed: false, remaining: 0, retryAfterMs: 500 });
  });

  it('sliding window: never more than the limit across a boundary', () => {
    const window = createRateWindow('sliding-window', 10, 1000);
    expect(burst((now) => window.tryTake(now).allowed, 900, 10)).toBe(10);
    expect(burst((now) => window.tryTake(now).allowed, 1100, 10)).toBe(0);
    expect(burst((now) => window.tryTake(now).allowed, 1900, 10)).toBe(10);
  });

  it('fixed window: the limit per aligned second, reset at the boundary', () => {
    const window = createRateWindow('fixed-window', 10, 1000);
    expect(burst((now) => window.tryTake(now).allowed, 900, 25)).toBe(10);
    expect(burst((now) => window.tryTake(now).allowed, 1000, 25)).toBe(10);
    expect(window.tryTake(1500)).toMatchObject({ allowed: false, retryAfterMs: 500 });
  });

  it('token bucket: a burst of the capacity, then the refill rate', () => {
    const window = createRateWindow('token-bucket', 10, 1000);
    expect(burst((now) => window.tryTake(now).allowed, 0, 25)).toBe(10);
    expect(window.tryTake(50).allowed).toBe(false);
    expect(window.tryTake(100).allowed).toBe(true);
    expect(burst((now) => window.tryTake(now).allowed, 600, 10)).toBe(5);
  });

  it('reports the remaining budget after each take', () => {
    for (const algorithm of ['sliding-window', 'fixed-window', 'token-bucket'] as const) {
      const window = createRateWindow(algorithm, 2, 1000);
      expect(window.tryTake(0).remaining).toBe(1);
      expect(window.tryTake(0).remaining).toBe(0);
      expect(window.tryTake(0).allowed).toBe(false);
    }
  });
});
