import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache';

/** A load the test settles by hand, counting how often it was started. */
function controlledLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    load,
    resolveNext: (value: T) => pending.shift()!.resolve(value),
    rejectNext: (error: unknown) => pending.shift()!.reject(error),
  };
}

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createSwrCache', () => {
  it('shares one load among concurrent misses', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: clock().now });
    const loads = controlledLoads<string>();
    const gets = Array.from({ length: 50 }, () => cache.get('jobs', loads.load));
    expect(loads.load).toHaveBeenCalledTimes(1);
    loads.resolveNext('v1');
    expect(await Promise.all(gets)).toEqual(Array(50).fill('v1'));
  });

  it('serves a fresh value without loading again until the ttl passes', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: time.now });
    const load = vi.fn(async () => 'v1');
    await cache.get('jobs', load);
    time.advance(59_999);
    expect(await cache.get('jobs', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers synchronously with a fresh value only, loading nothing', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: time.now });
    expect(cache.fresh('jobs')).toBeUndefined();
    await cache.get('jobs', async () => 'v1');
    time.advance(59_999);
    expect(cache.fresh('jobs')).toBe('v1');
    time.advance(1);
    expect(cache.fresh('jobs')).toBeUndefined();
    expect(await cache.get('jobs', async () => 'v2')).toBe('v1');
  });

  it('after the ttl serves the stale value and refreshes once in the background', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: time.now });
    const first = controlledLoads<string>();
    const firstGet = cache.get('jobs', first.load);
    first.resolveNext('v1');
    await firstGet;

    time.advance(60_000);
    const refresh = controlledLoads<string>();
    const staleGets = await Promise.all(Array.from({ length: 20 }, () => cache.get('jobs', refresh.load)));
    expect(staleGets).toEqual(Array(20).fill('v1'));
    expect(refresh.load).toHaveBeenCalledTimes(1);

    refresh.resolveNext('v2');
    await settle();
    expect(await cache.get('jobs', refresh.load)).toBe('v2');
    expect(refresh.load).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the stale value when a refresh fails, and retries after retryMs', async () => {
    const time = clock();
    const onRefreshError = vi.fn();
    const cache = createSwrCache<string>({ ttlMs: 1_000, retryMs: 500, now: time.now, onRefreshError });
    await cache.get('jobs', async () => 'v1');

    time.advance(1_000);
    const failing = vi.fn(async () => {
      throw new Error('platform down');
    });
    expect(await cache.get('jobs', failing)).toBe('v1');
    await settle();
    expect(onRefreshError).toHaveBeenCalledWith('jobs', expect.any(Error));

    time.advance(499);
    expect(await cache.get('jobs', failing)).toBe('v1');
    expect(failing).toHaveBeenCalledTimes(1);

    time.advance(1);
    expect(await cache.get('jobs', failing)).toBe('v1');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('stops serving a stale value past the cap: the caller waits for a load and sees its error', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 1_000, staleMs: 5_000, now: time.now });
    await cache.get('jobs', async () => 'v1');
    time.advance(6_000);
    await expect(
      cache.get('jobs', async () => {
        throw new Error('platform down');
      }),
    ).rejects.toThrow('platform down');
    expect(await cache.get('jobs', async () => 'v2')).toBe('v2');
  });

  it('past the cap within outageMs, waits for a load and serves the kept value only if it fails', async () => {
    const time = clock();
    const cache = createSwrCache<string>({
      ttlMs: 1_000,
      staleMs: 5_000,
      retryMs: 2_000,
      outageMs: 60_000,
      now: time.now,
    });
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('platform down');
    });
    await cache.get('jobs', async () => 'v1');
    time.advance(6_000);
    expect(await cache.get('jobs', failing)).toBe('v1');
    expect(failing).toHaveBeenCalledTimes(1);
    // Served at once while the last failure is recent: no caller waits on a platform that is down.
    time.advance(1_999);
    expect(await cache.get('jobs', failing)).toBe('v1');
    expect(failing).toHaveBeenCalledTimes(1);
    // retryMs on, tried again, but in the background: this caller does not wait either.
    time.advance(1);
    const hanging = controlledLoads<string>();
    expect(await cache.get('jobs', hanging.load)).toBe('v1');
    expect(hanging.load).toHaveBeenCalledTimes(1);
    hanging.rejectNext(new Error('platform down'));
    await settle();
    // The platform back: the next try, retryMs after the last failure, brings the new value for the next.
    time.advance(2_000);
    expect(await cache.get('jobs', async () => 'v2')).toBe('v1');
    await settle();
    expect(await cache.get('jobs', failing)).toBe('v2');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('past the cap, a failure long ago is not an outage: the caller waits for the new value', async () => {
    const time = clock();
    const cache = createSwrCache<string>({
      ttlMs: 1_000,
      staleMs: 5_000,
      retryMs: 500,
      outageMs: 60_000,
      now: time.now,
    });
    await cache.get('jobs', async () => 'v1');
    time.advance(6_000);
    expect(
      await cache.get('jobs', async () => {
        throw new Error('platform down');
      }),
    ).toBe('v1');
    time.advance(1_500);
    expect(await cache.get('jobs', async () => 'v2')).toBe('v2');
  });

  it('past the cap within outageMs, a quiet key gets the new value, not the old one first', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 1_000, staleMs: 5_000, outageMs: 60_000, now: time.now });
    await cache.get('jobs', async () => 'v1');
    time.advance(30_000);
    expect(await cache.get('jobs', async () => 'v2')).toBe('v2');
  });

  it('keeps for an outage only the values it is told to: "not found" is not kept past the cap', async () => {
    const time = clock();
    const cache = createSwrCache<string | null>({
      ttlMs: 1_000,
      staleMs: 5_000,
      outageMs: 60_000,
      keptForOutage: (value) => value !== null,
      now: time.now,
    });
    await cache.get('made-up', async () => null);
    time.advance(6_000);
    await expect(
      cache.get('made-up', async () => {
        throw new Error('platform down');
      }),
    ).rejects.toThrow('platform down');
  });

  it('past outageMs, the kept value is gone: a failing load reaches the caller', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ ttlMs: 1_000, staleMs: 5_000, outageMs: 60_000, now: time.now });
    await cache.get('jobs', async () => 'v1');
    time.advance(66_000);
    await expect(
      cache.get('jobs', async () => {
        throw new Error('platform down');
      }),
    ).rejects.toThrow('platform down');
  });

  it('rejects every waiter of a failed first load and does not cache the error', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: clock().now });
    const loads = controlledLoads<string>();
    const gets = [cache.get('jobs', loads.load), cache.get('jobs', loads.load)];
    loads.rejectNext(new Error('platform down'));
    for (const get of gets) await expect(get).rejects.toThrow('platform down');
    expect(cache.size).toBe(0);

    const retry = vi.fn(async () => 'v1');
    expect(await cache.get('jobs', retry)).toBe('v1');
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, now: clock().now });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('evicts the least recently used key beyond maxEntries', async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, maxEntries: 2, now: clock().now });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('a', async () => 'unused');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 'B2');
    expect(await cache.get('b', reload)).toBe('B2');
    expect(await cache.get('c', async () => 'unused')).toBe('C');
  });
});
