import { receiveApplication } from '@/lib/careers/delivery/receive-application';
import { benchApplication, benchReceiver } from './bench-receiver';
import { openSiteDatabase } from '@/lib/db/connection';
import { readDeliveryEnv, readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { rateLimitFor } from '@/lib/platform/contract';
import { arrivals, candidatePost429s } from './platform-outcome';
import { lastDeliveryWhenSettled } from './settled';
import { startPlatformProcess } from './platform-process';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';
import { percentile } from './figures';

const N = Number(process.env.BENCH_N ?? 300);

/**
 * `npm run bench -- delivery`: 300 applications submitted at once through the site's submission code
 * (store in the outbox, try at once within the wait budget, deliver in the background), the platform
 * answering in 50–400 ms. `…ReceivedMs` is how long a candidate waits to be told "received"; losses
 * and duplicates come from the platform's records.
 */
export async function runDeliveryBench() {
  const platform = await startPlatformProcess({ PLATFORM_LATENCY_MS: '50-400' });
  const database = await openSiteDatabase({ dataDir: 'memory://' });
  const env = readDeliveryEnv({});
  const client = createPlatformClient(readPlatformClientEnv({ PLATFORM_API_URL: platform.url }));
  // A running site fetched its token when it started (site-delivery.ts); so does the bench, before timing.
  await client.tokens?.getToken();
  const { worker, deps } = benchReceiver(database.db, client, env);
  try {
    await fetch(`${platform.url}/_emulator/counters`, { method: 'DELETE', headers: emulatorHeaders });
    worker.start();
    const prefix = `delivery-${Date.now()}-`;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const begun = performance.now();
        const result = await receiveApplication(deps, benchApplication(prefix, i));
        return { ms: performance.now() - begun, result };
      }),
    );
    const ids = results.flatMap(({ result }) => (result.status === 'received' ? [result.applicationId] : []));
    const seconds =
      ((await lastDeliveryWhenSettled(database.db)) - (performance.timeOrigin + started)) / 1000;

    const http429 = await candidatePost429s(platform.url);
    const { lost, duplicates } = await arrivals(platform.url, prefix, N);
    const waits = results.map(({ ms }) => ms).sort((a, b) => a - b);
    const limit = rateLimitFor('POST /postings/:uuid/candidates');
    console.log(
      JSON.stringify({
        n: N,
        seconds: Number(seconds.toFixed(2)),
        ratio: Number((N / seconds / limit).toFixed(3)),
        http429,
        duplicates,
        lost,
        p50ReceivedMs: Math.round(percentile(waits, 50)),
        p99ReceivedMs: Math.round(percentile(waits, 99)),
        stored: ids.length,
      }),
    );
  } finally {
    await worker.stop();
    await database.close();
    await platform.stop();
  }
}
