import type { EndpointKey } from '../contract';

/** What one response said about the budgets (the X-RateLimit-* headers, and whether it was a 429). */
export type LimitObservation = {
  status: number;
  limit?: number;
  remaining?: number;
  concurrentLimit?: number;
  concurrentRemaining?: number;
  /** From Retry-After, when the platform sends one. */
  retryAfterMs?: number;
};

export type Permit = {
  /** When the request was let go. */
  sentAt: number;
  /** How long it waited in the queue. */
  waitedMs: number;
  /** Frees the slot; pass what the response said so the pacer can adapt. Call exactly once. */
  release(observation?: LimitObservation): void;
};

export type PacerSnapshot = {
  /** Where the budgets live: this process alone, Redis for the cluster, or a local share while Redis is away. */
  mode?: 'memory' | 'shared' | 'local-share';
  /** Safety margin currently added to the rate window. */
  marginMs?: number;
  queued: number;
  oldestWaitMs: number;
  inFlight: number;
  endpoints: Record<
    string,
    {
      limit: number;
      usedInWindow: number;
      inFlight: number;
      pausedForMs: number;
      lastSeen?: LimitObservation;
    }
  >;
};

/**
 * Paces requests so one credential stays within the platform's rate and concurrency limits.
 * Behind an interface so a shared store (Redis) can replace the in-memory one without touching callers.
 */
export interface Pacer {
  acquire(endpoint: EndpointKey, signal?: AbortSignal): Promise<Permit>;
  snapshot(): PacerSnapshot;
}
