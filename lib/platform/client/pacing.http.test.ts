import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../server/server';
import { startTestPlatform } from '../server/test-support/test-platform';
import { MemoryPacer } from './memory-pacer';
import type { Pacer, Permit } from './pacer';
import { clientFor, control, platformCounts } from './test-support/client-for';
import { lockstepClock } from './test-support/lockstep-clock';

let platform: RunningPlatform;
/**
 * The platform's clock: real time, unless a test holds it still (its rate windows then never roll) or
 * shares a lockstep clock with its client (arrivals then land at the very time they were sent).
 */
let heldAt: number | null = null;
let lockstep: ReturnType<typeof lockstepClock> | null = null;

beforeAll(async () => {
  platform = await startTestPlatform({}, { now: () => heldAt ?? lockstep?.clock.now() ?? Date.now() });
});
afterAll(() => platform.close());
beforeEach(async () => {
  heldAt = null;
  lockstep = null;
  await control(platform.url, 'PUT', '/_emulator/faults', {
    latencyMs: { minMs: 0, maxMs: 0 },
    paths: [],
    errorRate: 0,
    hangRate: 0,
    dropAfterRate: 0,
  });
  await control(platform.url, 'DELETE', '/_emulator/counters');
});

function maxInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  for (let start = 0, end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

/** Pages through all jobs `n` times at once: many calls to one endpoint in a burst. */
const burstOfJobPages = (client: ReturnType<typeof clientFor>, n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await client.jobs({ limit: 100 }).next()).value));

describe('pacing keeps the client within the shared limits', () => {
  for (const algorithm of ['sliding-window', 'fixed-window', 'token-bucket'] as const) {
    it(`${algorithm}: a burst of 35 calls to one endpoint draws no 429`, async () => {
      await control(platform.url, 'PUT', '/_emulator/limits', { algorithm, enabled: true });
      // On the wall clock a stalled event loop can carry one arrival into the next window (1 in 35 once
      // did, in CI): lockstep time judges the schedule itself, which is what a margin cannot fix.
      lockstep = lockstepClock();
      const client = clientFor(
        platform.url,
        { PLATFORM_SERVICE_TOKEN: 'dev-service-token' },
        { clock: lockstep.clock, fetch: lockstep.fetch },
      );
      const sends: number[] = [];
      client.metrics.on((event) => event.type === 'request' && sends.push(event.sentAt));
      const results = await burstOfJobPages(client, 35);
      expect(results.every(Boolean)).toBe(true);
      // By its own clock the client never sends more than 10 in any second.
      expect(maxInAnyWindow(sends, 1000)).toBeLessThanOrEqual(10);
      // And the platform, counting arrivals, never had to refuse one.
      const counts = await platformCounts(platform.url, 'GET /jobs');
      expect(counts.throttled).toBe(0);
      expect(counts.requests - counts.throttled).toBe(35);
    }, 20_000);
  }

  it('runs GET /candidates one at a time and at most 8 requests at once overall', async () => {
    await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'sliding-window', enabled: true });
    await control(platform.url, 'PUT', '/_emulator/faults', {
      latencyMs: { minMs: 150, maxMs: 150 },
      paths: ['/candidates', '/reviews', '/jobs'],
    });
    const client = clientFor(platform.url, { PLATFORM_SERVICE_TOKEN: 'dev-service-token' });
    await Promise.all([
      ...Array.from({ length: 4 }, () => client.candidates({ limit: 5 }).next()),
      ...Array.from({ length: 9 }, () => client.reviews({ limit: 5 }).next()),
      ...Array.from({ length: 9 }, () => client.jobs({ limit: 5 }).next()),
    ]);
    for (const endpoint of ['GET /candidates', 'GET /reviews', 'GET /jobs']) {
      expect((await platformCounts(platform.url, endpoint)).throttled, endpoint).toBe(0);
    }
  }, 20_000);

  it('slows down when another process spends the same credential: fewer 429s than without adapting', async () => {
    await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'sliding-window', enabled: true });
    // Two clients = two processes sharing one credential, each with its own pacer.
    const twoProcesses = async (adaptive: boolean) => {
      await control(platform.url, 'DELETE', '/_emulator/counters');
      // One lockstep clock for both: the 429s counted are those of the schedules, not of the machine's load.
      lockstep = lockstepClock();
      const { clock, fetch } = lockstep;
      const make = () =>
        clientFor(
          platform.url,
          { PLATFORM_SERVICE_TOKEN: 'dev-service-token' },
          { clock, fetch, pacer: new MemoryPacer({ adaptive, clock }) },
        );
      const results = await Promise.all([burstOfJobPages(make(), 50), burstOfJobPages(make(), 50)]);
      expect(results.flat().every(Boolean)).toBe(true);
      return platformCounts(platform.url, 'GET /jobs');
    };
    const blind = await twoProcesses(false);
    const adaptive = await twoProcesses(true);
    expect(blind.requests - blind.throttled).toBe(100);
    expect(adaptive.requests - adaptive.throttled).toBe(100);
    console.log(`two processes, 100 calls: ${blind.throttled} 429s blind, ${adaptive.throttled} adapting`);
    expect(adaptive.throttled).toBeLessThan(blind.throttled * 0.75);
  }, 90_000);
});

/** A pacer that lets everything through at once: how an unpaced client would behave. */
const unpaced: Pacer = {
  acquire: async (): Promise<Permit> => ({ sentAt: Date.now(), waitedMs: 0, release: () => {} }),
  snapshot: () => ({ queued: 0, oldestWaitMs: 0, inFlight: 0, endpoints: {} }),
};

describe('retries', () => {
  it('recovers from a storm of 429s: every call succeeds, each 429 is retried', async () => {
    await control(platform.url, 'PUT', '/_emulator/limits', { algorithm: 'fixed-window', enabled: true });
    const client = clientFor(
      platform.url,
      { PLATFORM_SERVICE_TOKEN: 'dev-service-token' },
      { pacer: unpaced },
    );
    // The platform's clock held while the burst lands, so all 25 meet one window however slow the machine.
    heldAt = Date.now();
    const burst = burstOfJobPages(client, 25);
    await expect
      .poll(() => client.metrics.snapshot().rateLimited, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(15);
    heldAt = null;
    const results = await burst;
    expect(results.every(Boolean)).toBe(true);
    const counts = await platformCounts(platform.url, 'GET /jobs');
    expect(counts.throttled).toBeGreaterThanOrEqual(15);
    expect(counts.requests - counts.throttled).toBe(25);
    expect(client.metrics.snapshot().rateLimited).toBe(counts.throttled);
  }, 60_000);

  it('retries a GET through 5xx answers', async () => {
    // Counted, not random: exactly the next four requests fail, whichever of the six they are.
    await control(platform.url, 'PUT', '/_emulator/faults', { failNext: 4, paths: ['/reviews'] });
    const client = clientFor(
      platform.url,
      { PLATFORM_SERVICE_TOKEN: 'dev-service-token' },
      { random: () => 0.01 },
    );
    const pages = await Promise.all(Array.from({ length: 6 }, () => client.reviews({ limit: 3 }).next()));
    expect(pages.every((page) => page.value && page.value.id)).toBe(true);
    expect(client.metrics.snapshot().retries).toBe(4);
  }, 30_000);
});
