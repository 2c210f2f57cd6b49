import { randomBytes } from 'node:crypto';
import { createSwrCache, outageMsFor, type SwrCache, type SwrCacheOptions } from '@/lib/careers/swr-cache';
import type { Redis } from './redis';

export type RedisSwrCacheOptions = SwrCacheOptions & {
  redis: Redis;
  /** Key prefix of this cache, e.g. `careers:cache:job`. */
  namespace: string;
  /** How long another instance's load may take before this one stops waiting for it and loads itself. */
  lockMs?: number;
  log?: (message: string) => void;
};

type Stored<T> = { value: T; storedAt: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stale-while-revalidate cache of swr-cache.ts, kept in Redis so every instance reads one copy, with
 * single flight across instances: a load takes a lock (SET NX PX); the others wait for its value rather
 * than asking the platform too. Values must be plain JSON. If Redis fails, the instance's own in-memory
 * cache serves, as it would alone.
 */
export function createRedisSwrCache<T>(options: RedisSwrCacheOptions): SwrCache<T> {
  const { redis, namespace, ttlMs } = options;
  const staleMs = options.staleMs ?? ttlMs * 10;
  const retryMs = options.retryMs ?? Math.min(ttlMs, 5_000);
  const outageFor = outageMsFor(options);
  const lockMs = options.lockMs ?? 10_000;
  const now = options.now ?? Date.now;
  const local = createSwrCache<T>(options);
  /** Loads under way in this process: callers here join them (the in-process single flight). */
  const inflight = new Map<string, Promise<T>>();
  const failedAt = new Map<string, number>();
  const valueKey = (key: string) => `${namespace}:v:${key}`;
  const lockKey = (key: string) => `${namespace}:l:${key}`;
  let warned = false;

  const read = async (key: string): Promise<Stored<T> | null> => {
    const text = await redis.get(valueKey(key));
    return text ? (JSON.parse(text) as Stored<T>) : null;
  };

  const write = (key: string, value: T) =>
    redis.set(
      valueKey(key),
      JSON.stringify({ value, storedAt: now() }),
      'PX',
      ttlMs + staleMs + outageFor(value),
    );

  /** Loads under the cluster-wide lock, or waits for whoever holds it to store the value. */
  const loadShared = (key: string, load: () => Promise<T>, after: number): Promise<T> => {
    const running = inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      const token = randomBytes(8).toString('hex');
      const deadline = now() + lockMs;
      while (now() < deadline) {
        if ((await redis.set(lockKey(key), token, 'PX', lockMs, 'NX')) === 'OK') {
          try {
            // Whoever held the lock before stored its value before letting go: take that one.
            const stored = await read(key);
            if (stored && stored.storedAt > after) return stored.value;
            const value = await load();
            await write(key, value);
            return value;
          } finally {
            // Only our own lock: a load that outlived it must not free another instance's.
            await redis
              .eval(
                "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
                1,
                lockKey(key),
                token,
              )
              .catch(() => {});
          }
        }
        await pause(20);
        const stored = await read(key);
        if (stored && stored.storedAt > after) return stored.value;
      }
      // The holder neither finished nor let go in time: load it ourselves rather than fail the page.
      const value = await load();
      await write(key, value);
      return value;
    })().finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  /** One background load per key in this process, not sooner than retryMs after its last failure. */
  const refreshInBackground = (key: string, load: () => Promise<T>, after: number) => {
    const failed = failedAt.get(key);
    if (inflight.has(key) || (failed !== undefined && now() - failed < retryMs)) return;
    loadShared(key, load, after).then(
      () => failedAt.delete(key),
      (error: unknown) => {
        failedAt.set(key, now());
        options.onRefreshError?.(key, error);
      },
    );
  };

  /** Past the stale cap (swr-cache.ts): a new value; after a recent failure, this one at once. */
  const loadOrKeep = async (key: string, stored: Stored<T>, load: () => Promise<T>): Promise<T> => {
    const failed = failedAt.get(key);
    if (failed !== undefined && now() - failed < ttlMs + retryMs) {
      refreshInBackground(key, load, stored.storedAt);
      return stored.value;
    }
    try {
      const value = await loadShared(key, load, stored.storedAt);
      failedAt.delete(key);
      return value;
    } catch (error) {
      failedAt.set(key, now());
      options.onRefreshError?.(key, error);
      return stored.value;
    }
  };

  const getShared = async (key: string, load: () => Promise<T>): Promise<T> => {
    const stored = await read(key);
    if (stored) {
      const age = now() - stored.storedAt;
      if (age < ttlMs) return stored.value;
      if (age < ttlMs + staleMs) {
        refreshInBackground(key, load, stored.storedAt);
        return stored.value;
      }
      // Past the stale cap, kept for an outage (swr-cache.ts): a new value, or this one if loading fails.
      if (age < ttlMs + staleMs + outageFor(stored.value)) return loadOrKeep(key, stored, load);
    }
    return loadShared(key, load, stored?.storedAt ?? -Infinity);
  };

  /** Errors of the caller's own load, told apart from Redis failures (which fall back to this process). */
  const loadErrors = new WeakSet<object>();
  const tagged = (load: () => Promise<T>) => async () => {
    try {
      return await load();
    } catch (error) {
      if (typeof error === 'object' && error !== null) loadErrors.add(error);
      throw error;
    }
  };

  return {
    async get(key, load) {
      try {
        const value = await getShared(key, tagged(load));
        warned = false;
        return value;
      } catch (error) {
        if (typeof error !== 'object' || error === null || loadErrors.has(error)) throw error;
        if (!warned) {
          warned = true;
          const reason = error instanceof Error ? error.message : 'unknown error';
          (options.log ?? console.warn)(
            `[cache] ${namespace}: Redis unreachable (${reason}); caching in this process`,
          );
        }
        return local.get(key, load);
      }
    },
    delete(key) {
      local.delete(key);
      void redis.del(valueKey(key)).catch(() => {});
    },
    clear() {
      local.clear();
    },
    get size() {
      return local.size;
    },
  };
}
