import { eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';

const LAST_CHECK = 'alerts:last-check';

/**
 * Notes that a job alert check ran to the end, for the console: whether the schedule runs at all (a check
 * fails while the platform cannot list the postings). The latest wins, whichever instance ran it.
 */
export async function markAlertCheck(db: SiteDb, at: Date): Promise<void> {
  const value = at.toISOString();
  await db
    .insert(meta)
    .values({ key: LAST_CHECK, value })
    // ISO times in UTC sort as text.
    .onConflictDoUpdate({ target: meta.key, set: { value }, setWhere: sql`${meta.value} < ${value}` });
}

/** When a check last ran to the end, or null before the first. */
export async function lastAlertCheck(db: SiteDb): Promise<Date | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, LAST_CHECK)).limit(1);
  return row ? new Date(row.value) : null;
}
