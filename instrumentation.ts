/** Runs once when a site server starts (Node.js only; lib/boot.ts says what). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootSite } = await import('./lib/boot');
  bootSite();
}
