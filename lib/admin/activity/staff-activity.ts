import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { staffActivity, type StaffAction } from '@/lib/db/schema';

/** Who did it: their platform account as the console knew it at that moment. */
export type StaffMember = { platformUserId: string; name: string; email: string };
export type ActivityEntry = { action: StaffAction; subject?: string; detail?: string };
export type ActivityRow = typeof staffActivity.$inferSelect;

/** Newest first, this many a page. */
export const ACTIVITY_PAGE_SIZE = 50;

/** Which entries the log shows: one action, one person, entries older than a cursor (an id). */
export type ActivityFilter = { action?: StaffAction; by?: string; before?: number };

/**
 * Keeps one line of the activity log. Callers that change data pass their transaction, so the change and
 * its line are kept together or not at all.
 */
export async function recordStaffActivity(db: SiteDb, by: StaffMember, entry: ActivityEntry): Promise<void> {
  await db.insert(staffActivity).values({
    platformUserId: by.platformUserId,
    staffName: by.name,
    staffEmail: by.email,
    action: entry.action,
    subject: entry.subject ?? null,
    detail: entry.detail ?? null,
  });
}

/** One page of the log, newest first, and the cursor of the next (older) page if there is one. */
export async function listStaffActivity(
  db: SiteDb,
  filter: ActivityFilter,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<{ rows: ActivityRow[]; olderThan: number | null }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(staffActivity.action, filter.action));
  if (filter.by) conditions.push(eq(staffActivity.platformUserId, filter.by));
  if (filter.before) conditions.push(lt(staffActivity.id, filter.before));
  const rows = await db
    .select()
    .from(staffActivity)
    .where(and(...conditions))
    .orderBy(desc(staffActivity.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return { rows: page, olderThan: rows.length > pageSize ? page.at(-1)!.id : null };
}

/** Everyone the log names, by their latest name and address, for the "who" filter. */
export async function staffInActivity(db: SiteDb): Promise<StaffMember[]> {
  const rows = await db
    .selectDistinctOn([staffActivity.platformUserId], {
      platformUserId: staffActivity.platformUserId,
      name: staffActivity.staffName,
      email: staffActivity.staffEmail,
    })
    .from(staffActivity)
    .orderBy(staffActivity.platformUserId, desc(staffActivity.id))
    .limit(500);
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
