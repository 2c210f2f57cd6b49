/**
 * At server start: checks the whole environment (a bad variable stops the process, naming it), then
 * starts background delivery, so applications left waiting by a restart are delivered without anyone
 * having to visit the site first.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkSiteEnvironment } = await import('./lib/site-environment');
  try {
    checkSiteEnvironment();
  } catch (error) {
    console.error(`[careers] cannot start. ${error instanceof Error ? error.message : 'unknown error'}`);
    process.exit(1);
  }
  const { getSiteDelivery } = await import('./lib/careers/delivery/site-delivery');
  getSiteDelivery().catch((error: unknown) => {
    console.error('[delivery] could not start:', error instanceof Error ? error.message : 'unknown error');
  });
}
