/**
 * An in-process stale-while-revalidate cache with single flight.
 *
 * - Fresh (younger than `ttlMs`): served from memory.
 * - Stale (up to `ttlMs + staleMs` old): served from memory at once while one background refresh per key
 *   fetches a new value. A failed refresh keeps the stale value and is retried after `retryMs`.
 * - Past that cap but within `outageMs`: loaded, the caller waiting; only if the load fails is the old
 *   value served (and then served at once while loads are retried in the background). A posting nobody
 *   opened for a while is not shown stale, yet one a candidate has had open for an hour still answers
 *   their send in an outage.
 * - Missing or older than that: loaded; concurrent callers share one load. A failed load rejects
 *   every waiting caller and is not cached, so the next call tries again.
 */
export type SwrCacheOptions = {
  ttlMs: number;
  /** How long past `ttlMs` a value may still be served while refreshes fail. Default: 10 × ttl. */
  staleMs?: number;
  /** Pause after a failed background refresh before the next one. Default: min(ttl, 5 s). */
  retryMs?: number;
  /** How long past the stale cap a value is kept, served only when loading it fails. Default: 0. */
  outageMs?: number;
  /** Which values outageMs applies to (not "not found", which anyone can ask for). Default: every value. */
  keptForOutage?: (value: unknown) => boolean;
  /** Keys kept; the least recently used go first. Bounds memory when clients invent keys. */
  maxEntries?: number;
  now?: () => number;
  /** Told about background refresh failures, which no caller sees. */
  onRefreshError?: (key: string, error: unknown) => void;
};

export type SwrCache<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
};

/** The in-process cache also answers synchronously, for a caller that must not wait (a fresh value or none). */
export type MemorySwrCache<T> = SwrCache<T> & { fresh(key: string): T | undefined };

type Entry<T> = { value: T; storedAt: number; failedAt?: number };

/** How long past the stale cap a value is kept for an outage (0 for a value not kept): shared with Redis's. */
export const outageMsFor =
  ({ outageMs = 0, keptForOutage }: SwrCacheOptions) =>
  (value: unknown): number =>
    !keptForOutage || keptForOutage(value) ? outageMs : 0;

export function createSwrCache<T>(options: SwrCacheOptions): MemorySwrCache<T> {
  const { ttlMs } = options;
  const staleMs = options.staleMs ?? ttlMs * 10;
  const retryMs = options.retryMs ?? Math.min(ttlMs, 5_000);
  const outageFor = outageMsFor(options);
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<T>>();

  const store = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  /** One load per key at a time: later callers join the one under way. */
  const loadOnce = (key: string, load: () => Promise<T>): Promise<T> => {
    const running = inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      try {
        const value = await load();
        store(key, value);
        return value;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, promise);
    return promise;
  };

  const refreshInBackground = (key: string, entry: Entry<T>, load: () => Promise<T>) => {
    if (inflight.has(key)) return;
    if (entry.failedAt !== undefined && now() - entry.failedAt < retryMs) return;
    loadOnce(key, load).catch((error: unknown) => {
      entry.failedAt = now();
      options.onRefreshError?.(key, error);
    });
  };

  /**
   * Past the stale cap: a new value, the caller waiting. Once a load has failed lately, the kept value at
   * once, tried again in the background every `retryMs`: in an outage one caller waits, not one every
   * `retryMs`. A failure is recent while a retry could have followed it (`ttlMs + retryMs`); after that the
   * next caller waits again, so a posting nobody opened in a while is not shown stale.
   */
  const loadOrKeep = async (key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> => {
    if (entry.failedAt !== undefined && now() - entry.failedAt < ttlMs + retryMs) {
      refreshInBackground(key, entry, load);
      return entry.value;
    }
    try {
      return await loadOnce(key, load);
    } catch (error) {
      entry.failedAt = now();
      options.onRefreshError?.(key, error);
      return entry.value;
    }
  };

  return {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry) {
        // Re-inserting keeps the Map in least-recently-used order for eviction.
        entries.delete(key);
        entries.set(key, entry);
        const age = now() - entry.storedAt;
        if (age < ttlMs) return entry.value;
        if (age < ttlMs + staleMs) {
          refreshInBackground(key, entry, load);
          return entry.value;
        }
        if (age < ttlMs + staleMs + outageFor(entry.value)) return loadOrKeep(key, entry, load);
        // Too old to serve even while the platform is down.
        entries.delete(key);
      }
      return loadOnce(key, load);
    },
    fresh(key) {
      const entry = entries.get(key);
      return entry && now() - entry.storedAt < ttlMs ? entry.value : undefined;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
