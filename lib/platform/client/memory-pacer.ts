import { concurrencyLimitFor, limitPolicy, rateLimitFor, type EndpointKey } from '../contract';
import { systemClock, type Clock } from './clock';
import type { LimitObservation, Pacer, PacerSnapshot, Permit } from './pacer';
import { PlatformError } from './platform-error';

export type MemoryPacerOptions = {
  clock?: Clock;
  /** Waiting requests allowed before new ones are refused with `queue_full`. */
  queueLimit?: number;
  /** Added to the rate window: arrival times jitter, and the platform counts arrivals, not sends. */
  safetyMarginMs?: number;
  /** How long a 429 pauses an endpoint when the platform gives no Retry-After. */
  pauseAfter429Ms?: number;
  /** Learn from the X-RateLimit-* headers and 429s (default). Off only to measure what adapting buys. */
  adaptive?: boolean;
  /**
   * Instances sharing the credential without a shared budget (Redis unreachable): this one keeps to
   * limit ÷ this, for rate and concurrency alike. Read on every decision, so it follows the cluster's size.
   */
  shareAmong?: () => number;
};

type EndpointState = {
  limit: number;
  /**
   * Our share of `limit` (AIMD, as TCP does): halved when the platform refuses us anyway (someone else
   * spends the same credential), grown by one per clean window. Alone on the credential it stays at `limit`.
   */
  share: number;
  lastIncrease: number;
  lastDecrease: number;
  /** Last time the headers showed budget spent by someone else on our credential. */
  foreignSeenAt: number;
  lastOwnSend: number;
  concurrency: number;
  /** Send times in the current window, ours and (as estimates) other processes' on the same credential. */
  sends: number[];
  inFlight: number;
  pausedUntil: number;
  lastSeen?: LimitObservation;
};

type Waiter = {
  endpoint: EndpointKey;
  enqueuedAt: number;
  grant: (permit: Permit) => void;
  fail: (error: unknown) => void;
};

/** In-process pacer: a sliding send log per endpoint, a shared concurrency budget, one FIFO queue. */
export class MemoryPacer implements Pacer {
  private readonly clock: Clock;
  private readonly endpoints = new Map<EndpointKey, EndpointState>();
  private readonly queue: Waiter[] = [];
  private inFlight = 0;
  private get concurrencyLimit(): number {
    return Math.max(1, Math.floor(limitPolicy.defaultConcurrency / this.sharers()));
  }
  private sharers(): number {
    return Math.max(1, this.options.shareAmong?.() ?? 1);
  }
  /** Requests of other processes on our credential, as the last response showed them. */
  private external = { inFlight: 0, until: 0 };
  private wake: { at: number; cancel: AbortController } | null = null;
  /**
   * The rate window plus a safety margin: the platform counts arrivals, and arrival times jitter. A rate
   * 429 the log did not predict widens the margin; clean windows narrow it back to the configured floor.
   */
  private marginMs: number;
  private get windowMs() {
    return limitPolicy.windowMs + this.marginMs;
  }

  private get baseMarginMs() {
    return this.options.safetyMarginMs ?? 25;
  }

  constructor(private readonly options: MemoryPacerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.marginMs = this.baseMarginMs;
  }

  acquire(endpoint: EndpointKey, signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted)
      return Promise.reject(
        new PlatformError('aborted', 'The request was aborted', { cause: signal.reason }),
      );
    if (this.queue.length >= (this.options.queueLimit ?? 2000)) {
      return Promise.reject(
        new PlatformError('queue_full', 'Too many requests are waiting for the platform; try again shortly', {
          retryable: true,
        }),
      );
    }
    return new Promise<Permit>((resolve, reject) => {
      const waiter: Waiter = {
        endpoint,
        enqueuedAt: this.clock.now(),
        grant: (permit) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(permit);
        },
        fail: reject,
      };
      const onAbort = () => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        reject(
          new PlatformError('aborted', 'The request was aborted while waiting', { cause: signal?.reason }),
        );
        this.pump();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  snapshot(): PacerSnapshot {
    const now = this.clock.now();
    return {
      marginMs: this.marginMs,
      queued: this.queue.length,
      oldestWaitMs: this.queue[0] ? now - this.queue[0].enqueuedAt : 0,
      inFlight: this.inFlight,
      endpoints: Object.fromEntries(
        [...this.endpoints].map(([key, state]) => [
          key,
          {
            limit: state.limit,
            share: state.share,
            usedInWindow: this.prune(state, now),
            inFlight: state.inFlight,
            pausedForMs: Math.max(0, state.pausedUntil - now),
            ...(state.lastSeen ? { lastSeen: state.lastSeen } : {}),
          },
        ]),
      ),
    };
  }

  private state(endpoint: EndpointKey): EndpointState {
    let state = this.endpoints.get(endpoint);
    if (!state) {
      const limit = rateLimitFor(endpoint);
      state = {
        limit,
        share: limit,
        lastIncrease: 0,
        lastDecrease: 0,
        foreignSeenAt: -Infinity,
        lastOwnSend: -Infinity,
        concurrency: concurrencyLimitFor(endpoint),
        sends: [],
        inFlight: 0,
        pausedUntil: 0,
      };
      this.endpoints.set(endpoint, state);
    }
    return state;
  }

  private prune(state: EndpointState, now: number): number {
    while (state.sends.length > 0 && state.sends[0]! <= now - this.windowMs) state.sends.shift();
    return state.sends.length;
  }

  /** When `state` could next send, or `now` if it can send now. */
  private readyAt(state: EndpointState, now: number): number {
    // A local share may be a fraction of one request per window: the spacing below then keeps to it.
    const budget = Math.min(Math.max(1, Math.min(state.limit, state.share)), state.limit / this.sharers());
    // Evenly spaced sends: never more than `budget` in a window, and no burst for the platform to queue.
    let at = Math.max(now, state.pausedUntil, state.lastOwnSend + this.windowMs / budget);
    if (this.prune(state, now) >= budget) {
      at = Math.max(at, state.sends[state.sends.length - Math.max(1, Math.floor(budget))]! + this.windowMs);
    }
    return at;
  }

  /** Lets waiting requests go in order; one that is blocked only by its endpoint's budget does not hold up others. */
  private pump() {
    const now = this.clock.now();
    const externalInFlight = now < this.external.until ? this.external.inFlight : 0;
    const blocked = new Set<EndpointKey>();
    let nextWake = Infinity;
    for (let i = 0; i < this.queue.length;) {
      if (this.inFlight + externalInFlight >= this.concurrencyLimit) break;
      const waiter = this.queue[i]!;
      const state = this.state(waiter.endpoint);
      const readyAt = this.readyAt(state, now);
      const endpointConcurrency = Math.min(state.concurrency, this.concurrencyLimit);
      if (blocked.has(waiter.endpoint) || state.inFlight >= endpointConcurrency || readyAt > now) {
        blocked.add(waiter.endpoint);
        if (readyAt > now) nextWake = Math.min(nextWake, readyAt);
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      waiter.grant(this.issue(waiter, state, now));
    }
    if (externalInFlight > 0 && this.queue.length > 0) nextWake = Math.min(nextWake, this.external.until);
    this.scheduleWake(nextWake);
  }

  private issue(waiter: Waiter, state: EndpointState, now: number): Permit {
    state.sends.push(now);
    state.lastOwnSend = now;
    state.inFlight += 1;
    this.inFlight += 1;
    // What our log says at the moment of sending; by the time the answer comes it has been pruned further.
    const atSend = { at: now, inFlight: this.inFlight, inWindow: this.prune(state, now) };
    let released = false;
    return {
      sentAt: now,
      waitedMs: now - waiter.enqueuedAt,
      release: (observation) => {
        if (released) return;
        released = true;
        state.inFlight -= 1;
        this.inFlight -= 1;
        if (observation && this.options.adaptive !== false) this.adapt(state, atSend, observation);
        this.pump();
      },
    };
  }

  /** Learns from the headers: the platform's own limits, and budget used by other processes on our credential. */
  private adapt(
    state: EndpointState,
    atSend: { at: number; inFlight: number; inWindow: number },
    seen: LimitObservation,
  ) {
    const now = this.clock.now();
    state.lastSeen = seen;
    if (seen.limit && seen.limit > 0) state.limit = seen.limit;
    if (seen.status === 429) return this.refused(state, now, seen);
    if (seen.remaining !== undefined) {
      // Budget the platform counted that our log did not: someone else's, charged to this window.
      const unexplained = state.limit - atSend.inWindow - seen.remaining;
      if (unexplained > 0) {
        state.foreignSeenAt = now;
        for (let i = 0; i < unexplained; i++) state.sends.push(atSend.at);
        state.sends.sort((a, b) => a - b);
      }
    }
    if (
      state.share < state.limit &&
      now - Math.max(state.lastIncrease, state.lastDecrease) >= this.windowMs
    ) {
      state.share += 1;
      state.lastIncrease = now;
    }
    if (this.marginMs > this.baseMarginMs) this.marginMs = Math.max(this.baseMarginMs, this.marginMs - 0.1);
    if (seen.concurrentLimit && seen.concurrentLimit > 0) {
      // Adopt the platform's cap for this endpoint (it may have lowered it, or have one we do not know).
      state.concurrency = Math.min(seen.concurrentLimit, this.concurrencyLimit);
      if (seen.concurrentRemaining !== undefined && seen.concurrentLimit === this.concurrencyLimit) {
        const others = this.concurrencyLimit - atSend.inFlight - seen.concurrentRemaining;
        this.external = { inFlight: Math.max(0, others), until: now + 1000 };
      }
    }
  }

  /**
   * A 429 despite pacing. With another process seen on the credential lately, our share was too big
   * (halve it, AIMD); alone, our timing was too tight for how late the platform sees arrivals (widen the margin).
   */
  private refused(state: EndpointState, now: number, seen: LimitObservation) {
    state.pausedUntil = Math.max(
      state.pausedUntil,
      now + (seen.retryAfterMs ?? this.options.pauseAfter429Ms ?? 1000),
    );
    // One signal per collision, however many requests it refused.
    if (now - state.lastDecrease < this.windowMs) return;
    state.lastDecrease = now;
    if (now - state.foreignSeenAt < 5 * this.windowMs) {
      state.share = Math.max(1, Math.ceil(Math.min(state.share, state.limit) / 2));
    } else {
      this.marginMs = Math.min(400, this.marginMs * 2);
    }
  }

  private scheduleWake(at: number) {
    if (at === Infinity || (this.wake && this.wake.at <= at)) return;
    this.wake?.cancel.abort();
    const cancel = new AbortController();
    this.wake = { at, cancel };
    this.clock.sleep(Math.max(0, at - this.clock.now()), cancel.signal).then(
      () => {
        if (this.wake?.cancel === cancel) this.wake = null;
        this.pump();
      },
      () => {},
    );
  }
}
