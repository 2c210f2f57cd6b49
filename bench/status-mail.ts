import { checkStatusUpdates } from '@/lib/careers/status/status-updates';
import { openSiteDatabase } from '@/lib/db/connection';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';
import { deliveredApplications, moveOnPlatform, statusMailsQueued } from './delivered-applications';
import { median } from './figures';
import { startPlatformProcess } from './platform-process';

const N = Number(process.env.BENCH_N ?? 300);
/** Every third candidate is moved on the platform before the rounds. */
const MOVED = 'INTERVIEW';

type Counts = Record<string, Record<string, { requests: number }>>;

/** Status reads the platform answered, from its own counters. */
async function statusReads(platformUrl: string): Promise<number> {
  const counters = (await (
    await fetch(`${platformUrl}/_emulator/counters`, { headers: emulatorHeaders })
  ).json()) as Counts;
  return Object.values(counters).reduce(
    (sum, byEndpoint) =>
      sum + (byEndpoint['GET /postings/:uuid/candidates/:candidateId/status']?.requests ?? 0),
    0,
  );
}

/**
 * `npm run bench -- status-mail`: 300 applications delivered to the platform (answering in 50–400 ms),
 * a third of them moved to the interview stage there, then rounds of the status-updates check until
 * none is due. Figures: rounds, seconds per round (median, slowest), platform reads per application
 * (1 is the target: each asked once per recheck), and mails queued against candidates moved.
 */
export async function runStatusMailBench() {
  const platform = await startPlatformProcess({ PLATFORM_LATENCY_MS: '50-400' });
  const database = await openSiteDatabase({ dataDir: 'memory://' });
  const client = createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }));
  await client.tokens?.getToken();
  try {
    const { candidateIds: delivered, deps } = await deliveredApplications(database, client, N, 'status-mail');
    const moved = delivered.filter((_, i) => i % 3 === 0);
    for (const candidateId of moved) await moveOnPlatform(platform.url, candidateId, MOVED);
    await fetch(`${platform.url}/_emulator/counters`, { method: 'DELETE', headers: emulatorHeaders });

    const roundMs: number[] = [];
    for (;;) {
      const started = performance.now();
      const round = await checkStatusUpdates({
        db: database.db,
        signer: deps.signer,
        site: deps.site,
        fetchStatus: (postingId, candidateId) => client.getCandidateStatus(postingId, candidateId),
        recheckMs: 3_600_000,
        now: Date.now,
      });
      if (round.checked === 0) break;
      roundMs.push(performance.now() - started);
    }
    const mailed = await statusMailsQueued(database);
    const reads = await statusReads(platform.url);
    console.log(
      JSON.stringify({
        n: N,
        delivered: delivered.length,
        rounds: roundMs.length,
        medianRoundSeconds: Number((median(roundMs) / 1000).toFixed(2)),
        slowestRoundSeconds: Number((Math.max(...roundMs) / 1000).toFixed(2)),
        readsPerApplication: Number((reads / delivered.length).toFixed(2)),
        moved: moved.length,
        mailed,
      }),
    );
  } finally {
    await database.close();
    await platform.stop();
  }
}
