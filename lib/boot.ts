import { getSiteDelivery } from './careers/delivery/site-delivery';
import { checkSiteEnvironment } from './site-environment';

/**
 * What a site server does as it starts (instrumentation.ts): checks the whole environment — a bad variable
 * stops the process, naming it — then starts background delivery, so applications left waiting by a
 * restart are delivered without anyone having to visit the site first.
 */
export function bootSite() {
  try {
    checkSiteEnvironment();
  } catch (error) {
    console.error(`[careers] cannot start. ${error instanceof Error ? error.message : 'unknown error'}`);
    process.exit(1);
  }
  getSiteDelivery().catch((error: unknown) => {
    console.error('[delivery] could not start:', error instanceof Error ? error.message : 'unknown error');
  });
}
