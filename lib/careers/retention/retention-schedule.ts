import type { SiteDb } from '@/lib/db/connection';
import { purgeExpired, type RetentionPolicy } from './purge';

/**
 * Runs the retention purge in the background worker: once shortly after start, then every
 * `intervalMs`. Instances on one database take turns (purgeExpired skips while another purges).
 */
export function startRetentionSchedule(db: SiteDb, policy: RetentionPolicy, intervalMs: number): () => void {
  const run = () =>
    purgeExpired(db, policy).catch((error: unknown) =>
      // The name only: a message could quote data.
      console.error('[retention] the purge failed:', error instanceof Error ? error.name : typeof error),
    );
  const first = setTimeout(run, Math.min(intervalMs, 60_000));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
