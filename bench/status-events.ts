import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { oneAtATime } from '@/lib/background/one-at-a-time';
import { receiveStatusEvent } from '@/lib/careers/status/status-event-receiver';
import {
  ensureStatusEvents,
  STATUS_EVENTS_PATH,
  type StatusEventDeps,
} from '@/lib/careers/status/status-events';
import { checkStatusUpdates } from '@/lib/careers/status/status-updates';
import { openSiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { deliveredApplications, moveOnPlatform, statusMailsQueued } from './delivered-applications';
import { median, percentile } from './figures';
import { startPlatformProcess } from './platform-process';

const N = Number(process.env.BENCH_N ?? 100);
/** Moved one at a time (the latency of one), then this many at once (a burst). */
const ONE_BY_ONE = 20;
const BURST = 40;

/**
 * `npm run bench -- status-events`: 100 applications delivered to the platform (answering in 50–400 ms)
 * and asked about just now (none due for 3 h), the site subscribed to the platform's status events
 * through its own receiver over HTTP. 20 candidates are moved one at a time, then 40 at once. Figures:
 * seconds from the move to the mail queued (median, 95th percentile, one at a time), seconds until the
 * whole burst is mailed, status rounds run, and platform status reads per candidate moved (1 is the
 * target: an event wakes only its candidate's applications).
 */
export async function runStatusEventsBench() {
  const platform = await startPlatformProcess({ PLATFORM_LATENCY_MS: '50-400' });
  const database = await openSiteDatabase({ dataDir: 'memory://' });
  const client = createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }));
  let reads = 0;
  let rounds = 0;
  const { candidateIds, deps } = await deliveredApplications(database, client, N, 'status-events');
  await database.db.update(applications).set({ stepCheckedAt: new Date() });
  const round = () => {
    rounds++;
    return checkStatusUpdates({
      db: database.db,
      signer: deps.signer,
      site: deps.site,
      fetchStatus: (postingId, candidateId) => (reads++, client.getCandidateStatus(postingId, candidateId)),
      recheckMs: 3 * 3_600_000,
      now: Date.now,
    });
  };
  const events: StatusEventDeps = {
    db: database.db,
    callbackUrl: '',
    platform: createPlatformClient(
      readPlatformClientEnv({ PLATFORM_API_URL: platform.url, PLATFORM_SCOPE: 'webhooks_manage' }),
    ),
    now: Date.now,
    roundSoon: oneAtATime(round, (error) => console.error('[bench] a round failed:', (error as Error).name)),
  };
  const site = createAdaptorServer({ fetch: (request: Request) => receiveStatusEvent(events, request) });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  events.callbackUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}${STATUS_EVENTS_PATH}`;

  const mailed = () => statusMailsQueued(database);
  const untilMailed = async (n: number) => {
    const deadline = Date.now() + 120_000;
    while ((await mailed()) < n) {
      if (Date.now() > deadline) throw new Error(`only ${await mailed()} of ${n} mailed in 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  try {
    await ensureStatusEvents(events);
    const oneByOne: number[] = [];
    for (const candidateId of candidateIds.slice(0, ONE_BY_ONE)) {
      const started = performance.now();
      await moveOnPlatform(platform.url, candidateId, 'INTERVIEW');
      await untilMailed(oneByOne.length + 1);
      oneByOne.push(performance.now() - started);
    }
    const burstStarted = performance.now();
    await Promise.all(
      candidateIds
        .slice(ONE_BY_ONE, ONE_BY_ONE + BURST)
        .map((id) => moveOnPlatform(platform.url, id, 'OFFER')),
    );
    await untilMailed(ONE_BY_ONE + BURST);
    const burstMs = performance.now() - burstStarted;
    const sorted = [...oneByOne].sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        n: candidateIds.length,
        moved: ONE_BY_ONE + BURST,
        mailed: await mailed(),
        medianSecondsToMail: Number((median(oneByOne) / 1000).toFixed(2)),
        p95SecondsToMail: Number((percentile(sorted, 95) / 1000).toFixed(2)),
        burstSecondsToMailAll: Number((burstMs / 1000).toFixed(2)),
        rounds,
        readsPerMove: Number((reads / (ONE_BY_ONE + BURST)).toFixed(2)),
      }),
    );
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
    await database.close();
    await platform.stop();
  }
}
