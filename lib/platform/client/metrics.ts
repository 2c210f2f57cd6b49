import type { LimitObservation } from './pacer';

export type ClientEvent =
  | {
      type: 'request';
      endpoint: string;
      status: number;
      attempt: number;
      /** When the pacer let it go. */
      sentAt: number;
      durationMs: number;
      waitedMs: number;
    }
  | { type: 'rate_limited'; endpoint: string; attempt: number }
  | { type: 'retry'; endpoint: string; attempt: number; delayMs: number; reason: string }
  | { type: 'token'; expiresAt: number };

const HOUR_MS = 3_600_000;

export type MetricsSnapshot = {
  requests: number;
  rateLimited: number;
  retries: number;
  queueWaitMs: { count: number; total: number; max: number };
  lastHour: { requests: number; rateLimited: number; retries: number };
  /** Per minute over the last hour, oldest first, for the admin chart. */
  perMinute: { minute: number; requests: number; rateLimited: number; retries: number }[];
  lastSeenLimits: Record<string, LimitObservation & { at: number }>;
  tokenExpiresAt: number | null;
};

/** Counters and events of one client, read by the admin console and the benchmarks. */
export class ClientMetrics {
  private totals = { requests: 0, rateLimited: 0, retries: 0 };
  private wait = { count: 0, total: 0, max: 0 };
  private minutes = new Map<number, { requests: number; rateLimited: number; retries: number }>();
  private lastSeen: Record<string, LimitObservation & { at: number }> = {};
  private tokenExpiresAt: number | null = null;
  private listeners = new Set<(event: ClientEvent) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  on(listener: (event: ClientEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  record(event: ClientEvent) {
    const bucket = this.bucket();
    switch (event.type) {
      case 'request':
        this.totals.requests += 1;
        bucket.requests += 1;
        this.wait.count += 1;
        this.wait.total += event.waitedMs;
        this.wait.max = Math.max(this.wait.max, event.waitedMs);
        break;
      case 'rate_limited':
        this.totals.rateLimited += 1;
        bucket.rateLimited += 1;
        break;
      case 'retry':
        this.totals.retries += 1;
        bucket.retries += 1;
        break;
      case 'token':
        this.tokenExpiresAt = event.expiresAt;
        break;
    }
    for (const listener of this.listeners) listener(event);
  }

  observeLimits(endpoint: string, observation: LimitObservation) {
    this.lastSeen[endpoint] = { ...observation, at: this.now() };
  }

  snapshot(): MetricsSnapshot {
    const now = this.now();
    const currentMinute = Math.floor(now / 60_000);
    const perMinute = [...this.minutes]
      .filter(([minute]) => minute > currentMinute - 60)
      .sort(([a], [b]) => a - b)
      .map(([minute, counts]) => ({ minute: minute * 60_000, ...counts }));
    const lastHour = perMinute.reduce(
      (sum, m) => ({
        requests: sum.requests + m.requests,
        rateLimited: sum.rateLimited + m.rateLimited,
        retries: sum.retries + m.retries,
      }),
      { requests: 0, rateLimited: 0, retries: 0 },
    );
    return {
      ...this.totals,
      queueWaitMs: { ...this.wait },
      lastHour,
      perMinute,
      lastSeenLimits: { ...this.lastSeen },
      tokenExpiresAt: this.tokenExpiresAt,
    };
  }

  private bucket() {
    const minute = Math.floor(this.now() / 60_000);
    let bucket = this.minutes.get(minute);
    if (!bucket) {
      bucket = { requests: 0, rateLimited: 0, retries: 0 };
      this.minutes.set(minute, bucket);
      for (const key of this.minutes.keys()) if (key <= minute - HOUR_MS / 60_000) this.minutes.delete(key);
    }
    return bucket;
  }
}
