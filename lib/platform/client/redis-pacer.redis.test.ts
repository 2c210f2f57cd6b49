import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from '@/lib/cluster/redis';
import type { Permit } from './pacer';
import { RedisPacer } from './redis-pacer';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL)
  console.warn('redis-pacer: REDIS_URL unset; the shared-pacing tests skip (.ci/run starts one)');

const connections: Redis[] = [];
const pacers: RedisPacer[] = [];
afterAll(async () => {
  for (const pacer of pacers) pacer.close();
  await Promise.all(connections.map((redis) => redis.quit().catch(() => {})));
});

/** `count` pacers on one credential, each on its own connection, as separate instances would be. */
function cluster(count: number, url = REDIS_URL!, log?: (line: string) => void) {
  const keyPrefix = `test:pace:${randomBytes(6).toString('hex')}`;
  return Array.from({ length: count }, (_, n) => {
    // A loaded test machine can take longer than production's 500 ms to answer; these tests are about
    // sharing, not about giving up on a slow Redis.
    const redis = connectRedis(url, { commandTimeoutMs: url === REDIS_URL ? 5_000 : 500 });
    connections.push(redis);
    const pacer = new RedisPacer({ redis, keyPrefix, instanceId: `i${n}`, instancesSeen: () => count, log });
    pacers.push(pacer);
    return pacer;
  });
}

/** The most sends seen in any window of `windowMs`. */
function busiestWindow(times: number[], windowMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe.skipIf(!REDIS_URL)('RedisPacer (real Redis)', () => {
  it('three instances together keep to one endpoint budget', async () => {
    const sends: number[] = [];
    const all = cluster(3).flatMap((pacer) =>
      Array.from({ length: 8 }, () =>
        pacer.acquire('GET /jobs').then((permit) => {
          sends.push(Date.now());
          permit.release({ status: 200 });
        }),
      ),
    );
    await Promise.all(all);
    expect(sends).toHaveLength(24);
    expect(busiestWindow(sends, 1000)).toBeLessThanOrEqual(10);
    // Evenly spaced, not starved: 24 sends at 10 per second take a little over two seconds.
    expect(Math.max(...sends) - Math.min(...sends)).toBeLessThan(3500);
  });

  it('three instances together hold at most the credential’s 8 in flight; a release lets the next go', async () => {
    const held: Permit[] = [];
    const endpoints = ['GET /jobs', 'GET /reviews', 'GET /users', 'GET /offers'] as const;
    const pending = cluster(3).flatMap((pacer, n) =>
      endpoints.map((endpoint) => pacer.acquire(`${endpoint}/${n}` as 'GET /jobs').then((p) => held.push(p))),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(held).toHaveLength(8);
    held[0]!.release({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(held).toHaveLength(9);
    for (const permit of held) permit.release({ status: 200 });
    await Promise.all(pending);
    for (const permit of held) permit.release({ status: 200 });
  });

  it('a 429 pauses the endpoint for every instance', async () => {
    const [a, b] = cluster(2);
    (await a!.acquire('GET /jobs')).release({ status: 429, retryAfterMs: 600 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    (await b!.acquire('GET /jobs')).release({ status: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('without Redis, paces on limit ÷ instances seen and says so', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: every command fails, as when Redis goes away.
    const [pacer] = cluster(3, 'redis://127.0.0.1:1', (line) => lines.push(line));
    const sends: number[] = [];
    for (let i = 0; i < 3; i++) {
      const permit = await pacer!.acquire('GET /jobs');
      sends.push(Date.now());
      permit.release({ status: 200 });
    }
    expect(pacer!.snapshot().mode).toBe('local-share');
    expect(lines.join('\n')).toMatch(/Redis unreachable .*local share: 1\/3 of each limit/);
    // A third of 10 per second: a send every 300 ms or so.
    expect(sends[2]! - sends[0]!).toBeGreaterThanOrEqual(550);
  });
});
