import { eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import type { StatusUpdateResult } from './status-updates';

const LAST_ROUND = 'status-updates:last-round';

export type StatusRound = StatusUpdateResult & { at: Date };

/**
 * Notes what the last round of the status-updates check did, for the console: whether it runs, and
 * whether the platform answers it (down, limiting the site, or refusing its credential).
 * Kept as "<ISO time> <checked> <mailed> <unreadable>": ISO times in UTC sort as text, so the latest
 * wins whichever instance ran it.
 */
export async function markStatusRound(db: SiteDb, round: StatusRound): Promise<void> {
  const value = [round.at.toISOString(), round.checked, round.mailed, round.unreadable].join(' ');
  await db
    .insert(meta)
    .values({ key: LAST_ROUND, value })
    .onConflictDoUpdate({ target: meta.key, set: { value }, setWhere: sql`${meta.value} < ${value}` });
}

/** The last round that ran to the end, or null before the first. */
export async function lastStatusRound(db: SiteDb): Promise<StatusRound | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, LAST_ROUND)).limit(1);
  if (!row) return null;
  const [at = '', checked, mailed, unreadable] = row.value.split(' ');
  return {
    at: new Date(at),
    checked: Number(checked),
    mailed: Number(mailed),
    unreadable: Number(unreadable),
  };
}
