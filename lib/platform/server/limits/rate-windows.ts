import type { RateAlgorithm } from '@/lib/env';

/** One rate budget (one credential × one endpoint) under one algorithm. */
export interface RateWindow {
  /** Takes one unit if the budget allows; `remaining` is what is left after this call. */
  tryTake(now: number): { allowed: boolean; remaining: number; retryAfterMs: number };
  remaining(now: number): number;
  /** True when the window holds no state worth keeping (lets the registry drop idle keys). */
  idle(now: number): boolean;
}

/** Exact sliding log: at most `limit` accepted requests in any `windowMs` span. */
class SlidingLogWindow implements RateWindow {
  private readonly stamps: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private prune(now: number) {
    while (this.stamps.length > 0 && this.stamps[0]! <= now - this.windowMs) this.stamps.shift();
  }
  tryTake(now: number) {
    this.prune(now);
    if (this.stamps.length >= this.limit) {
      return { allowed: false, remaining: 0, retryAfterMs: this.stamps[0]! + this.windowMs - now };
    }
    this.stamps.push(now);
    return { allowed: true, remaining: this.limit - this.stamps.length, retryAfterMs: 0 };
  }
  remaining(now: number) {
    this.prune(now);
    return this.limit - this.stamps.length;
  }
  idle(now: number) {
    this.prune(now);
    return this.stamps.length === 0;
  }
}

/** Counter per aligned window: simple, but allows up to 2× the limit across a window boundary. */
class FixedWindow implements RateWindow {
  private windowStart = -Infinity;
  private count = 0;
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private roll(now: number) {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.count = 0;
    }
  }
  tryTake(now: number) {
    this.roll(now);
    if (this.count >= this.limit) {
      return { allowed: false, remaining: 0, retryAfterMs: this.windowStart + this.windowMs - now };
    }
    this.count += 1;
    return { allowed: true, remaining: this.limit - this.count, retryAfterMs: 0 };
  }
  remaining(now: number) {
    this.roll(now);
    return this.limit - this.count;
  }
  idle(now: number) {
    this.roll(now);
    return this.count === 0;
  }
}

/** Bucket of `limit` tokens refilled continuously at `limit` per window. */
class TokenBucket implements RateWindow {
  private tokens: number;
  private last = -Infinity;
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.tokens = limit;
  }

  private refill(now: number) {
    if (this.last !== -Infinity) {
      this.tokens = Math.min(this.limit, this.tokens + ((now - this.last) * this.limit) / this.windowMs);
    }
    this.last = now;
  }
  tryTake(now: number) {
    this.refill(now);
    if (this.tokens < 1) {
      return { allowed: false, remaining: 0, retryAfterMs: ((1 - this.tokens) * this.windowMs) / this.limit };
    }
    this.tokens -= 1;
    return { allowed: true, remaining: Math.floor(this.tokens), retryAfterMs: 0 };
  }
  remaining(now: number) {
    this.refill(now);
    return Math.floor(this.tokens);
  }
  idle(now: number) {
    this.refill(now);
    return this.tokens >= this.limit;
  }
}

export function createRateWindow(algorithm: RateAlgorithm, limit: number, windowMs: number): RateWindow {
  switch (algorithm) {
    case 'sliding-window':
      return new SlidingLogWindow(limit, windowMs);
    case 'fixed-window':
      return new FixedWindow(limit, windowMs);
    case 'token-bucket':
      return new TokenBucket(limit, windowMs);
  }
}
