import type { SiteDb } from '@/lib/db/connection';
import { keepLatestMark, readMark } from '@/lib/db/latest-mark';
import type { StatusUpdateResult } from './status-updates';

const LAST_ROUND = 'status-updates:last-round';

export type StatusRound = StatusUpdateResult & { at: Date };

/**
 * Notes what the last round of the status-updates check did, for the console: whether it runs, and
 * whether the platform answers it (down, limiting the site, or refusing its credential). Kept as
 * "<ISO time> <checked> <mailed> <unreadable>", the latest winning whichever instance ran it.
 */
export const markStatusRound = (db: SiteDb, round: StatusRound): Promise<void> =>
  keepLatestMark(
    db,
    LAST_ROUND,
    [round.at.toISOString(), round.checked, round.mailed, round.unreadable].join(' '),
  );

/** The last round that ran to the end, or null before the first. */
export async function lastStatusRound(db: SiteDb): Promise<StatusRound | null> {
  const value = await readMark(db, LAST_ROUND);
  if (!value) return null;
  const [at = '', checked, mailed, unreadable] = value.split(' ');
  return {
    at: new Date(at),
    checked: Number(checked),
    mailed: Number(mailed),
    unreadable: Number(unreadable),
  };
}
