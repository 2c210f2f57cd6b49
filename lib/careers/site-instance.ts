import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import { installGracefulShutdown } from '@/lib/cluster/shutdown';
import { closeSiteDatabase } from '@/lib/db/site-db';
import { getSiteDelivery } from './delivery/site-delivery';
import { getPlatformClient } from './platform';
import { flushPageCounts, startPageCountsFlush } from './visits/page-counts-flush';

/** Sends still running this long after SIGTERM are stopped, and left for another instance to settle. */
const SHUTDOWN_GRACE_MS = 8_000;

/**
 * Starts this process as one instance of the site: background delivery, its heartbeat in the cluster
 * (with REDIS_URL), the visits it counts written every minute, and a graceful shutdown on
 * SIGTERM.
 */
export async function startSiteInstance() {
  const delivery = await getSiteDelivery();
  const cluster = getCluster();
  const client = getPlatformClient();
  cluster.registry?.reportLoadFrom(() => {
    const pacer = client.pacer.snapshot();
    return {
      deliveriesInFlight: delivery.worker.deliveriesInFlight,
      pacerQueued: pacer.queued,
      pacerInFlight: pacer.inFlight,
      localPacing: pacer.mode === 'local-share',
    };
  });
  const db = delivery.db;
  startPageCountsFlush(db);
  installGracefulShutdown(() => [
    {
      name: 'deliveries',
      run: async () => {
        const { finished, stopped, released } = await delivery.worker.stop(SHUTDOWN_GRACE_MS);
        return `${finished} finished, ${stopped} stopped for a look-up, ${released} released to other instances`;
      },
    },
    { name: 'mail', run: () => delivery.mailWorker.stop() },
    { name: 'cluster', run: async () => void (await cluster.registry?.stop()) },
    { name: 'page counts', run: async () => `${await flushPageCounts(db)} written` },
    { name: 'database', run: () => closeSiteDatabase() },
  ]);
}
