import { startSiteInstance } from './careers/site-instance';
import { checkSiteEnvironment } from './site-environment';
import { keepQueryParametersOutOfLogs } from './observability/query-errors-in-logs';

/**
 * What a site server does as it starts (instrumentation.ts): keeps database errors' parameters (candidates'
 * addresses) out of the logs; checks the whole environment — a bad variable stops the process, naming it —
 * then starts this instance: background delivery (applications left waiting by a restart are delivered
 * without anyone visiting the site), its place in the cluster, and a graceful shutdown on SIGTERM.
 */
export function bootSite() {
  keepQueryParametersOutOfLogs();
  try {
    checkSiteEnvironment();
  } catch (error) {
    console.error(`[careers] cannot start. ${error instanceof Error ? error.message : 'unknown error'}`);
    process.exit(1);
  }
  void startWithRetries();
}

/**
 * The database may not be up yet (a restart, a failover): tried again, 5 s, 10 s… up to a minute apart,
 * until it is. Without it the instance would serve pages with no shutdown handler, no heartbeat and no
 * visit counts written, and a request would start its workers only by chance.
 */
async function startWithRetries(delayMs = 5_000): Promise<void> {
  try {
    await startSiteInstance();
  } catch (error) {
    const why = error instanceof Error ? error.message : 'unknown error';
    console.error(`[delivery] could not start (${why}); trying again in ${delayMs / 1000} s`);
    setTimeout(() => void startWithRetries(Math.min(delayMs * 2, 60_000)), delayMs).unref();
  }
}
