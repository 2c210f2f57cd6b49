import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from './redis';
import { createRedisSwrCache } from './redis-swr-cache';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL)
  console.warn('redis-swr-cache: REDIS_URL unset; the shared-cache tests skip (.ci/run starts one)');

const connections: Redis[] = [];
afterAll(() => Promise.all(connections.map((redis) => redis.quit().catch(() => {}))));

/** `count` instances' caches of one namespace, each on its own connection, on one injectable clock. */
function instances(
  count: number,
  url = REDIS_URL!,
  log?: (line: string) => void,
  outageMs?: number,
  onRefreshError?: (key: string) => void,
) {
  const clock = { now: Date.now() };
  const namespace = `test:cache:${randomBytes(6).toString('hex')}`;
  const caches = Array.from({ length: count }, () => {
    // A loaded test machine can take longer than production's 500 ms to answer; these tests are about
    // sharing, not about giving up on a slow Redis.
    const redis = connectRedis(url, { commandTimeoutMs: url === REDIS_URL ? 5_000 : 500 });
    connections.push(redis);
    return createRedisSwrCache<{ n: number }>({
      redis,
      namespace,
      ttlMs: 60_000,
      now: () => clock.now,
      log,
      outageMs,
      onRefreshError,
    });
  });
  return { clock, caches, namespace };
}

function countingLoad(delayMs = 50) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { n: calls.count };
  };
  return { calls, load };
}

describe.skipIf(!REDIS_URL)('Redis stale-while-revalidate cache (real Redis)', () => {
  it('thirty readers on three instances: one load', async () => {
    const { caches } = instances(3);
    const { calls, load } = countingLoad();
    const values = await Promise.all(
      Array.from({ length: 30 }, (_, i) => caches[i % 3]!.get('posting-1', load)),
    );
    expect(calls.count).toBe(1);
    expect(values.every((value) => value.n === 1)).toBe(true);
  });

  it('stale on every instance: served at once, refreshed once for the cluster', async () => {
    const { clock, caches } = instances(3);
    const { calls, load } = countingLoad();
    await caches[0]!.get('posting-2', load);
    clock.now += 61_000;
    const stale = await Promise.all(caches.map((cache) => cache.get('posting-2', load)));
    expect(stale.map((value) => value.n)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.count).toBe(2);
    expect((await caches[2]!.get('posting-2', load)).n).toBe(2);
  });

  it('an instance that gets the lock just after another stored the value takes that value', async () => {
    const namespace = `test:cache:${randomBytes(6).toString('hex')}`;
    const open = () => {
      const redis = connectRedis(REDIS_URL!, { commandTimeoutMs: 5_000 });
      connections.push(redis);
      return redis;
    };
    const first = createRedisSwrCache<{ n: number }>({ redis: open(), namespace, ttlMs: 60_000 });
    const { calls, load } = countingLoad(0);
    // The other instance finishes its load (stores, lets go of the lock) between this one's read and its
    // lock: the moment two loads used to happen.
    const redis = open();
    let raced = false;
    const racing = new Proxy(redis, {
      get(target, property, receiver) {
        if (property !== 'set') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: unknown[]) => {
          if (!raced && args.includes('NX')) {
            raced = true;
            await first.get('posting-5', load);
          }
          return (target.set as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      },
    });
    const second = createRedisSwrCache<{ n: number }>({ redis: racing, namespace, ttlMs: 60_000 });
    expect((await second.get('posting-5', load)).n).toBe(1);
    expect(calls.count).toBe(1);
  });

  it('a failed load reaches the caller and is not cached', async () => {
    const { caches } = instances(2);
    await expect(
      caches[0]!.get('posting-3', () => Promise.reject(new Error('platform down'))),
    ).rejects.toThrow('platform down');
    expect((await caches[1]!.get('posting-3', async () => ({ n: 7 }))).n).toBe(7);
  });

  it('past the stale cap, a value kept for an outage answers another instance while loads fail', async () => {
    const failures: string[] = [];
    const { clock, caches, namespace } = instances(2, REDIS_URL, undefined, 24 * 60 * 60_000, (key) =>
      failures.push(key),
    );
    await caches[0]!.get('posting-6', async () => ({ n: 1 }));
    // Eleven minutes on: past ttl + 10 × ttl, where a cache without outageMs would have nothing left.
    clock.now += 11 * 60_000 + 1;
    const failing = () => Promise.reject(new Error('platform down'));
    expect((await caches[1]!.get('posting-6', failing)).n).toBe(1);
    // Still down, retryMs on: the old value at once (the load below has not settled), the platform asked
    // again in the background.
    clock.now += 5_000;
    let settle: (error: Error) => void = () => {};
    const asked = new Promise<void>((askedNow) => {
      void caches[1]!
        .get('posting-6', () => {
          askedNow();
          return new Promise((_, reject) => (settle = reject));
        })
        .then(({ n }) => expect(n).toBe(1));
    });
    await asked;
    expect((await caches[1]!.get('posting-6', failing)).n).toBe(1);
    settle(new Error('platform down'));
    await expect.poll(() => failures.length).toBe(2);
    // The platform back: a caller a minute after the last failure waits for the new value, not the old.
    clock.now += 65_000;
    expect((await caches[1]!.get('posting-6', async () => ({ n: 2 }))).n).toBe(2);
    expect((await caches[1]!.get('posting-6', failing)).n).toBe(2);
    // Redis keeps the key itself that long (its expiry runs on Redis's clock, not the test's).
    expect(await connections.at(-1)!.pttl(`${namespace}:v:posting-6`)).toBeGreaterThan(11 * 60_000);
  });

  it('without Redis, each instance caches alone and says so', async () => {
    const lines: string[] = [];
    const { caches } = instances(1, 'redis://127.0.0.1:1', (line) => lines.push(line));
    const { calls, load } = countingLoad(0);
    expect((await caches[0]!.get('posting-4', load)).n).toBe(1);
    expect((await caches[0]!.get('posting-4', load)).n).toBe(1);
    expect(calls.count).toBe(1);
    expect(lines.join('\n')).toMatch(/Redis unreachable .*caching in this process/);
  });
});
