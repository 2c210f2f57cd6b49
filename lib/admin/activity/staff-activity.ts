import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { rowsOf } from '@/lib/db/rows-of';
import { staffActivity, type StaffAction } from '@/lib/db/schema';

/** Who did it: their platform account as the console knew it at that moment. */
export type StaffMember = { platformUserId: string; name: string; email: string };
export type ActivityEntry = { action: StaffAction; subject?: string; detail?: string };
export type ActivityRow = typeof staffActivity.$inferSelect;

/** The "who" filter lists at most this many people. */
const MAX_PEOPLE = 500;
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

/**
 * Everyone the log names, by their latest name and address, for the "who" filter. Read as a skip scan of
 * the (platform_user_id, id) index, one step a person, so two years of lines cost what 40 people do.
 */
export async function staffInActivity(db: SiteDb): Promise<StaffMember[]> {
  const result = await db.execute(sql`
    with recursive people(id) as (
      (select platform_user_id from staff_activity order by platform_user_id limit 1)
      union all
      select (select s.platform_user_id from staff_activity s
              where s.platform_user_id > people.id order by s.platform_user_id limit 1)
      from people where people.id is not null
    )
    select people.id as "platformUserId", latest.staff_name as name, latest.staff_email as email
    from people cross join lateral (
      select staff_name, staff_email from staff_activity s
      where s.platform_user_id = people.id order by s.id desc limit 1
    ) latest
    where people.id is not null
    limit ${MAX_PEOPLE}`);
  return rowsOf<StaffMember>(result).sort(
    (a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
  );
}
