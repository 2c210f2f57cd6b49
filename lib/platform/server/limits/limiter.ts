import type { RateAlgorithm } from '@/lib/env';
import { concurrencyLimitFor, limitPolicy, rateLimitFor, type EndpointKey } from '../../contract';
import { createRateWindow, type RateWindow } from './rate-windows';

export type LimitSettings = { enabled: boolean; algorithm: RateAlgorithm; retryAfter: boolean };

export type Admission = {
  allowed: boolean;
  /** Which limiter refused, if one did. */
  refusedBy?: 'rate' | 'concurrency';
  retryAfterMs: number;
  rateLimit: number;
  rateRemaining: number;
  concurrentLimit: number;
  concurrentRemaining: number;
  /** Frees the concurrency slot; call once when the response is finished. No-op when refused. */
  release: () => void;
};

/**
 * Both limiters of spec §8, per API user (one credential): a rate budget per endpoint and a
 * concurrency budget across endpoints (plus per-endpoint caps such as 1 for GET /candidates).
 */
export class Limiter {
  private windows = new Map<string, RateWindow>();
  private active = new Map<string, number>();
  private sweepAt = 0;

  constructor(
    public settings: LimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  configure(settings: Partial<LimitSettings>) {
    const algorithmChanged = settings.algorithm && settings.algorithm !== this.settings.algorithm;
    this.settings = { ...this.settings, ...settings };
    if (algorithmChanged) this.windows.clear();
  }

  reset() {
    this.windows.clear();
    this.active.clear();
  }

  admit(apiUser: string, endpoint: EndpointKey): Admission {
    const now = this.now();
    this.sweep(now);
    const rateLimit = rateLimitFor(endpoint);
    const concurrentLimit = concurrencyLimitFor(endpoint);
    const userKey = `u:${apiUser}`;
    const endpointKey = `e:${apiUser}:${endpoint}`;
    const hasEndpointCap = limitPolicy.concurrency[endpoint] !== undefined;
    const concurrentRemaining = () =>
      Math.max(
        0,
        Math.min(
          limitPolicy.defaultConcurrency - (this.active.get(userKey) ?? 0),
          hasEndpointCap ? concurrentLimit - (this.active.get(endpointKey) ?? 0) : Infinity,
        ),
      );
    const window = this.window(`${apiUser} ${endpoint}`, rateLimit);
    const refused = (refusedBy: 'rate' | 'concurrency', retryAfterMs: number): Admission => ({
      allowed: false,
      refusedBy,
      retryAfterMs,
      rateLimit,
      rateRemaining: window.remaining(now),
      concurrentLimit,
      concurrentRemaining: concurrentRemaining(),
      release: () => {},
    });

    if (!this.settings.enabled) {
      return {
        allowed: true,
        retryAfterMs: 0,
        rateLimit,
        rateRemaining: rateLimit,
        concurrentLimit,
        concurrentRemaining: concurrentLimit,
        release: () => {},
      };
    }
    // Concurrency first: a request refused for concurrency must not spend rate budget.
    if (concurrentRemaining() <= 0) return refused('concurrency', 0);
    const taken = window.tryTake(now);
    if (!taken.allowed) return refused('rate', taken.retryAfterMs);

    this.bump(userKey, 1);
    if (hasEndpointCap) this.bump(endpointKey, 1);
    let released = false;
    return {
      allowed: true,
      retryAfterMs: 0,
      rateLimit,
      rateRemaining: taken.remaining,
      concurrentLimit,
      concurrentRemaining: concurrentRemaining(),
      release: () => {
        if (released) return;
        released = true;
        this.bump(userKey, -1);
        if (hasEndpointCap) this.bump(endpointKey, -1);
      },
    };
  }

  /** Concurrency slots in use for one API user, for the test controls. */
  activeFor(apiUser: string): number {
    return this.active.get(`u:${apiUser}`) ?? 0;
  }

  private window(key: string, limit: number): RateWindow {
    let window = this.windows.get(key);
    if (!window) {
      window = createRateWindow(this.settings.algorithm, limit, limitPolicy.windowMs);
      this.windows.set(key, window);
    }
    return window;
  }

  private bump(key: string, delta: number) {
    const next = (this.active.get(key) ?? 0) + delta;
    if (next <= 0) this.active.delete(key);
    else this.active.set(key, next);
  }

  /** Drops idle windows now and then, so anonymous callers cannot grow memory without bound. */
  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 10_000;
    for (const [key, window] of this.windows) if (window.idle(now)) this.windows.delete(key);
  }
}
