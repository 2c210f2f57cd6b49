/**
 * One site instance's delivery in its own process, for the cluster test: PostgreSQL for the outbox, Redis
 * for the shared pacing budget and heartbeats, as the site runs with DATABASE_URL and REDIS_URL. It says
 * "ready", delivers until SIGTERM (then shuts down gracefully) or SIGKILL.
 */
import { openSiteDatabase } from '@/lib/db/connection';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { DeliveryWorker } from '@/lib/careers/delivery/delivery-worker';
import { NO_ERASURE_JOURNAL } from '@/lib/careers/erasure-journal/erasure-journal';
import { openCluster } from '../cluster';
import { siteClusterPacer } from '../cluster-pacer';
import { installGracefulShutdown } from '../shutdown';

const database = await openSiteDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
const cluster = openCluster();
const env = readPlatformClientEnv();
const client = createPlatformClient(env, { pacer: siteClusterPacer(cluster, env) });
const worker = new DeliveryWorker({
  db: database.db,
  journal: NO_ERASURE_JOURNAL,
  platform: client,
  leaseMs: Number(process.env.DELIVERY_LEASE_MS ?? 2_000),
  pollMs: 100,
  concurrency: 16,
  onError: (error) => console.error('[instance]', error instanceof Error ? error.message : error),
});
cluster.registry?.reportLoadFrom(() => ({
  deliveriesInFlight: worker.deliveriesInFlight,
  pacerQueued: client.pacer.snapshot().queued,
  pacerInFlight: client.pacer.snapshot().inFlight,
  localPacing: client.pacer.snapshot().mode === 'local-share',
}));
// As the site does (site-delivery.ts): a send must not hold its permit while the token is fetched.
await client.tokens?.getToken();
worker.start();
installGracefulShutdown(() => [
  {
    name: 'deliveries',
    run: async () => {
      const { finished, released } = await worker.stop(1_000);
      return `${finished} finished, ${released} released`;
    },
  },
  { name: 'cluster', run: async () => void (await cluster.registry?.stop()) },
  { name: 'database', run: () => database.close() },
]);
process.stdout.write('ready\n');
