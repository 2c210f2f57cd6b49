import type { Redis } from 'ioredis';
import { concurrencyLimitFor, limitPolicy, rateLimitFor, type EndpointKey } from '../contract';
import { systemClock, type Clock } from './clock';
import { MemoryPacer } from './memory-pacer';
import type { LimitObservation, Pacer, PacerSnapshot, Permit } from './pacer';
import { PlatformError } from './platform-error';
import { acquireScript, releaseScript, renewScript } from './redis-pacer-scripts';

export type RedisPacerOptions = {
  redis: Redis;
  /** Names the credential's budgets (a digest, never the secret itself): one budget per credential. */
  keyPrefix: string;
  /** Unique per process: permit ids start with it. */
  instanceId: string;
  /** Instances sharing the credential, from the heartbeats: the local share when Redis is away is limit ÷ this. */
  instancesSeen: () => number;
  queueLimit?: number;
  /** Added to the rate window: arrival times jitter, and the platform counts arrivals. */
  safetyMarginMs?: number;
  /** How long a 429 pauses the endpoint for the whole cluster when the platform gives no Retry-After. */
  pauseAfter429Ms?: number;
  /** A permit not released (its instance was killed) frees its concurrency slot after this. */
  permitLeaseMs?: number;
  log?: (message: string) => void;
  clock?: Clock;
};

type Waiter = {
  endpoint: EndpointKey;
  enqueuedAt: number;
  grant: (p: Permit) => void;
  fail: (e: unknown) => void;
};
type Mode = 'shared' | 'local-share';

/**
 * Paces one credential for every instance at once: the budgets live in Redis and each grant is one Lua
 * script (atomic), so N instances together send no more than the platform's limits. Requests wait in a
 * local FIFO per endpoint. If Redis stops answering, the instance paces on its local share (limit ÷
 * instances seen) with a MemoryPacer until Redis is back, and says so in the log.
 */
export class RedisPacer implements Pacer {
  private readonly clock: Clock;
  private readonly queues = new Map<EndpointKey, Waiter[]>();
  private readonly pumping = new Set<EndpointKey>();
  private readonly inFlight = new Map<string, EndpointKey>();
  private readonly sends = new Map<EndpointKey, number[]>();
  private readonly fallback: MemoryPacer;
  private mode: Mode = 'shared';
  private counter = 0;
  private released: (() => void) | null = null;
  private renewer: NodeJS.Timeout | null = null;
  private prober: NodeJS.Timeout | null = null;

  constructor(private readonly options: RedisPacerOptions) {
    this.clock = options.clock ?? systemClock;
    this.fallback = new MemoryPacer({
      clock: this.clock,
      queueLimit: options.queueLimit,
      safetyMarginMs: options.safetyMarginMs,
      shareAmong: options.instancesSeen,
    });
  }

  private get windowMs() {
    // A grant made in Redis reaches the platform from a busy process some milliseconds later, and a late
    // send squeezes the window for the next ones. 20 ms keeps 429s under 0.5 % on the cluster bench (40 ms
    // cost 2 % of the rate); a 429 widens the shared margin for everyone (releaseScript) anyway.
    return limitPolicy.windowMs + (this.options.safetyMarginMs ?? 20);
  }

  private get leaseMs() {
    return this.options.permitLeaseMs ?? 15_000;
  }

  private key(name: string) {
    return `${this.options.keyPrefix}:${name}`;
  }

  acquire(endpoint: EndpointKey, signal?: AbortSignal): Promise<Permit> {
    if (this.mode === 'local-share') return this.fallback.acquire(endpoint, signal);
    if (signal?.aborted)
      return Promise.reject(
        new PlatformError('aborted', 'The request was aborted', { cause: signal.reason }),
      );
    if (this.queued() >= (this.options.queueLimit ?? 2000)) {
      return Promise.reject(
        new PlatformError('queue_full', 'Too many requests are waiting for the platform; try again shortly', {
          retryable: true,
        }),
      );
    }
    return new Promise<Permit>((resolve, reject) => {
      const queue = this.queues.get(endpoint) ?? [];
      this.queues.set(endpoint, queue);
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(
          new PlatformError('aborted', 'The request was aborted while waiting', { cause: signal?.reason }),
        );
      };
      const waiter: Waiter = {
        endpoint,
        enqueuedAt: this.clock.now(),
        grant: (permit) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(permit);
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      void this.pump(endpoint);
    });
  }

  snapshot(): PacerSnapshot {
    if (this.mode === 'local-share') return { ...this.fallback.snapshot(), mode: 'local-share' };
    const now = this.clock.now();
    const waiting = [...this.queues.values()].flat();
    const endpoints = new Set<EndpointKey>([...this.queues.keys(), ...this.sends.keys()]);
    return {
      mode: 'shared',
      queued: waiting.length,
      oldestWaitMs: waiting.reduce((oldest, w) => Math.max(oldest, now - w.enqueuedAt), 0),
      inFlight: this.inFlight.size + this.fallback.snapshot().inFlight,
      endpoints: Object.fromEntries(
        [...endpoints].map((endpoint) => [
          endpoint,
          {
            limit: rateLimitFor(endpoint),
            usedInWindow: this.recentSends(endpoint, now).length,
            inFlight: [...this.inFlight.values()].filter((e) => e === endpoint).length,
            pausedForMs: 0,
          },
        ]),
      ),
    };
  }

  /** Stops the background timers (renewing permits, probing Redis); for tests and shutdown. */
  close() {
    if (this.renewer) clearInterval(this.renewer);
    if (this.prober) clearInterval(this.prober);
    this.renewer = this.prober = null;
  }

  private queued() {
    let total = 0;
    for (const queue of this.queues.values()) total += queue.length;
    return total;
  }

  private recentSends(endpoint: EndpointKey, now: number) {
    const sends = (this.sends.get(endpoint) ?? []).filter((at) => at > now - this.windowMs);
    this.sends.set(endpoint, sends);
    return sends;
  }

  /** One loop per endpoint: asks Redis for a grant for the head of the queue, waits as told, repeats. */
  private async pump(endpoint: EndpointKey) {
    if (this.pumping.has(endpoint)) return;
    this.pumping.add(endpoint);
    try {
      const queue = this.queues.get(endpoint)!;
      while (queue.length > 0 && this.mode === 'shared') {
        const id = `${this.options.instanceId}:${++this.counter}`;
        let waitMs: number;
        try {
          waitMs = await this.tryAcquire(endpoint, id);
        } catch (error) {
          this.goLocal(error);
          break;
        }
        if (waitMs === 0) {
          const waiter = queue.shift();
          if (waiter) waiter.grant(this.issue(endpoint, id, waiter));
          else void this.releaseInRedis(endpoint, id);
          continue;
        }
        await this.waitFor(waitMs);
      }
    } finally {
      this.pumping.delete(endpoint);
    }
    if (this.mode === 'local-share') this.handOverToLocal(endpoint);
  }

  private async tryAcquire(endpoint: EndpointKey, id: string): Promise<number> {
    const asked = performance.now();
    const [granted, waitMs] = (await this.options.redis.eval(
      acquireScript,
      4,
      this.key(`rate:${endpoint}`),
      this.key('conc'),
      this.key(`conc:${endpoint}`),
      this.key(`state:${endpoint}`),
      id,
      this.windowMs,
      rateLimitFor(endpoint),
      limitPolicy.defaultConcurrency,
      concurrencyLimitFor(endpoint),
      this.leaseMs,
    )) as [number, number];
    if (granted !== 1) return waitMs;
    // A busy process reads the grant late, and sends late: log the send when it leaves, not when Redis
    // granted it, or the next instance's on-time sends squeeze the platform's window.
    const lateMs = Math.round(performance.now() - asked);
    if (lateMs > 5) void this.options.redis.zincrby(this.key(`rate:${endpoint}`), lateMs, id).catch(() => {});
    return 0;
  }

  /** A rate wait is known to the millisecond; a concurrency wait ends at a release here, or is polled for elsewhere. */
  private waitFor(waitMs: number): Promise<void> {
    const sleepMs = waitMs > 0 ? waitMs : 10 + Math.floor(Math.random() * 15);
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, sleepMs);
      if (waitMs < 0) {
        const previous = this.released;
        this.released = () => {
          previous?.();
          clearTimeout(timer);
          resolve();
        };
      }
    });
  }

  private issue(endpoint: EndpointKey, id: string, waiter: Waiter): Permit {
    const now = this.clock.now();
    this.inFlight.set(id, endpoint);
    this.recentSends(endpoint, now).push(now);
    this.keepPermitsAlive();
    let done = false;
    return {
      sentAt: now,
      waitedMs: now - waiter.enqueuedAt,
      release: (observation) => {
        if (done) return;
        done = true;
        this.inFlight.delete(id);
        void this.releaseInRedis(endpoint, id, observation);
      },
    };
  }

  private async releaseInRedis(endpoint: EndpointKey, id: string, seen?: LimitObservation) {
    const pauseMs =
      seen?.status === 429 ? (seen.retryAfterMs ?? this.options.pauseAfter429Ms ?? 200) : undefined;
    try {
      await this.options.redis.eval(
        releaseScript,
        3,
        this.key('conc'),
        this.key(`conc:${endpoint}`),
        this.key(`state:${endpoint}`),
        id,
        seen?.limit && seen.limit > 0 ? seen.limit : '',
        seen?.concurrentLimit && seen.concurrentLimit > 0 ? seen.concurrentLimit : '',
        pauseMs ?? '',
      );
    } catch (error) {
      // Redis away: the permit lapses on its own after its lease. A script Redis refused is a bug: say so.
      if (error instanceof Error && error.name === 'ReplyError')
        this.log(`release refused: ${error.message}`);
    }
    const wake = this.released;
    this.released = null;
    wake?.();
  }

  private keepPermitsAlive() {
    if (this.renewer) return;
    this.renewer = setInterval(() => void this.renewPermits(), this.leaseMs / 3);
    this.renewer.unref();
  }

  private async renewPermits() {
    const byEndpoint = new Map<EndpointKey, string[]>();
    for (const [id, endpoint] of this.inFlight)
      byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), id]);
    for (const [endpoint, ids] of byEndpoint) {
      await this.options.redis
        .eval(renewScript, 2, this.key('conc'), this.key(`conc:${endpoint}`), this.leaseMs, ...ids)
        .catch(() => {});
    }
  }

  private goLocal(error: unknown) {
    if (this.mode === 'local-share') return;
    this.mode = 'local-share';
    const share = this.options.instancesSeen();
    this.log(
      `Redis unreachable (${error instanceof Error ? error.message : 'unknown error'}); pacing on a local share: ` +
        `1/${share} of each limit until it is back`,
    );
    this.prober = setInterval(() => void this.probe(), 1_000);
    this.prober.unref();
  }

  /** Waiters queued for Redis go to the local pacer, in order; none is dropped. */
  private handOverToLocal(endpoint: EndpointKey) {
    const queue = this.queues.get(endpoint) ?? [];
    for (const waiter of queue.splice(0)) this.fallback.acquire(endpoint).then(waiter.grant, waiter.fail);
  }

  private async probe() {
    try {
      await this.options.redis.ping();
    } catch {
      return;
    }
    if (this.prober) clearInterval(this.prober);
    this.prober = null;
    this.mode = 'shared';
    this.log('Redis is back; pacing on the shared budget again');
  }

  private log(message: string) {
    (this.options.log ?? ((text: string) => console.warn(text)))(`[pacer] ${message}`);
  }
}
