import type { SiteDb } from '@/lib/db/connection';
import { keepLatestMark, readMark } from '@/lib/db/latest-mark';

const LAST_CHECK = 'alerts:last-check';

/**
 * Notes that a job alert check ran to the end, for the console: whether the schedule runs at all (a check
 * fails while the platform cannot list the postings). The latest wins, whichever instance ran it.
 */
export const markAlertCheck = (db: SiteDb, at: Date): Promise<void> =>
  keepLatestMark(db, LAST_CHECK, at.toISOString());

/** When a check last ran to the end, or null before the first. */
export async function lastAlertCheck(db: SiteDb): Promise<Date | null> {
  const value = await readMark(db, LAST_CHECK);
  return value ? new Date(value) : null;
}
