/**
 * One instance of `npm run bench -- cluster`, in its own process: on "go" it receives its share of the
 * applications through the site's submission code (outbox, first attempt within the wait budget) while
 * serving one posting's page every 50 ms, prints how long each candidate waited for "received", and
 * delivers until SIGTERM.
 */
import { createInterface } from 'node:readline';
import { receiveApplication } from '@/lib/careers/delivery/receive-application';
import { BENCH_POSTING, benchApplication, benchReceiver } from './bench-receiver';
import { createJobSource } from '@/lib/careers/job-source';
import { clusterCache, openCluster } from '@/lib/cluster/cluster';
import { siteClusterPacer } from '@/lib/cluster/cluster-pacer';
import { openSiteDatabase } from '@/lib/db/connection';
import { readDeliveryEnv, readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';

const from = Number(process.env.BENCH_FROM);
const count = Number(process.env.BENCH_COUNT);
const prefix = process.env.BENCH_PREFIX!;

const database = await openSiteDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
const cluster = openCluster();
const env = readDeliveryEnv({});
const clientEnv = readPlatformClientEnv();
const client = createPlatformClient(clientEnv, { pacer: siteClusterPacer(cluster, clientEnv) });
await client.tokens?.getToken();
const jobs = createJobSource({ client, cache: (name, options) => clusterCache(cluster, name, options) });
const { worker, deps } = benchReceiver(database.db, client, env);
worker.start();
let serving = true;
process.on('SIGTERM', () => {
  serving = false;
  void worker.stop(1_000).then(async () => {
    await cluster.registry?.stop();
    await database.close();
    process.exit(0);
  });
});
process.stdout.write('ready\n');

async function servePages() {
  while (serving) {
    await jobs.getJob(BENCH_POSTING);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'go') continue;
  void servePages();
  const waits = await Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const i = from + k;
      const begun = performance.now();
      await receiveApplication(deps, benchApplication(prefix, i));
      return performance.now() - begun;
    }),
  );
  process.stdout.write(`${JSON.stringify({ waits })}\n`);
}
