/**
 * Starts background delivery when the server starts, so applications left waiting by a restart are
 * delivered without anyone having to visit the site first; joins the cluster and handles SIGTERM.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startSiteInstance } = await import('./lib/careers/site-instance');
  startSiteInstance().catch((error: unknown) => {
    console.error('[delivery] could not start:', error instanceof Error ? error.message : 'unknown error');
  });
}
