import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import { installGracefulShutdown, sleepUntil } from '@/lib/cluster/shutdown';
import { withinMs } from '@/lib/within-ms';
import { closeSiteDatabase } from '@/lib/db/site-db';
import { getSiteDelivery } from './delivery/site-delivery';
import { getPlatformClient } from './platform';
import { flushPageCounts, startPageCountsFlush } from './visits/page-counts-flush';

/** Sends still running this long after SIGTERM are stopped, and left for another instance to settle. */
const SHUTDOWN_GRACE_MS = 8_000;
/**
 * How long after SIGTERM the instance keeps answering: the proxy checks health every 2 s (deploy/Caddyfile),
 * so requests arrive until it has seen the 503, and those sent just before need time to be answered.
 */
const REQUESTS_DRAIN_MS = 5_000;
/** The mail being sent may finish; one stuck on a slow server is left for its lease to lapse. */
const MAIL_STOP_MS = 3_000;

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
  installGracefulShutdown(() => {
    const answeredUntil = Date.now() + REQUESTS_DRAIN_MS;
    // Mail stops with the deliveries, not after them: its round must end while the database is open.
    const mailStopped = withinMs(
      delivery.mailWorker.stop(),
      MAIL_STOP_MS,
      'left a send under way to its lease',
    );
    return [
      {
        name: 'deliveries',
        run: async () => {
          const { finished, stopped, released } = await delivery.worker.stop(SHUTDOWN_GRACE_MS);
          return `${finished} finished, ${stopped} stopped for a look-up, ${released} released to other instances`;
        },
      },
      { name: 'mail', run: () => mailStopped },
      // Before the database closes: a request let in just before the proxy moved on is still answered.
      { name: 'requests', run: () => sleepUntil(answeredUntil) },
      { name: 'cluster', run: async () => void (await cluster.registry?.stop()) },
      { name: 'page counts', run: async () => `${await flushPageCounts(db)} written` },
      { name: 'database', run: () => closeSiteDatabase() },
    ];
  });
}
