import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { ApplicationFilter } from './application-filter';
import { applicationColumns, applicationWhere } from './application-query';
import { isRetryable } from './delivery-state';

export const APPLICATIONS_PAGE_SIZE = 25;

export type ApplicationListRow = Awaited<ReturnType<typeof selectPage>>[number] & { retryable: boolean };
export type ApplicationList = { rows: ApplicationListRow[]; total: number; page: number; pageCount: number };

function selectPage(db: SiteDb, filter: ApplicationFilter, pageSize: number) {
  return db
    .select(applicationColumns)
    .from(applications)
    .where(applicationWhere(filter))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize)
    .offset((filter.page - 1) * pageSize);
}

/**
 * One page of the outbox, newest first. Offset paging with a total is fine here: staff look at the
 * first pages of a filtered list; the CSV export walks everything by keyset instead.
 */
export async function listApplications(
  db: SiteDb,
  filter: ApplicationFilter,
  pageSize = APPLICATIONS_PAGE_SIZE,
): Promise<ApplicationList> {
  const [rows, [counted]] = await Promise.all([
    selectPage(db, filter, pageSize),
    db.select({ total: count() }).from(applications).where(applicationWhere(filter)),
  ]);
  const total = counted?.total ?? 0;
  const now = new Date();
  return {
    rows: rows.map((row) => ({ ...row, retryable: isRetryable(row, now) })),
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
