import { startSiteInstance } from './careers/site-instance';
import { checkSiteEnvironment } from './site-environment';

/**
 * What a site server does as it starts (instrumentation.ts): checks the whole environment — a bad variable
 * stops the process, naming it — then starts this instance: background delivery (applications left
 * waiting by a restart are delivered without anyone visiting the site), its place in the cluster, and a
 * graceful shutdown on SIGTERM.
 */
export function bootSite() {
  try {
    checkSiteEnvironment();
  } catch (error) {
    console.error(`[careers] cannot start. ${error instanceof Error ? error.message : 'unknown error'}`);
    process.exit(1);
  }
  startSiteInstance().catch((error: unknown) => {
    console.error('[delivery] could not start:', error instanceof Error ? error.message : 'unknown error');
  });
}
