import { runEvery } from '@/lib/background/run-every';
import type { SiteDb } from '@/lib/db/connection';
import { purgeExpired, type RetentionPolicy } from './purge';

/**
 * Runs the retention purge in the background worker. Instances on one database take turns
 * (purgeExpired skips while another purges).
 */
export const startRetentionSchedule = (db: SiteDb, policy: RetentionPolicy, intervalMs: number) =>
  runEvery('retention purge', () => purgeExpired(db, policy), intervalMs);
