import type { Metadata } from 'next';
import Link from 'next/link';
import { ActivityFilterForm } from '@/components/admin/activity-filter';
import { ActivityTable } from '@/components/admin/activity-table';
import { activityQuery, parseActivityFilter } from '@/lib/admin/activity/activity-filter';
import { listStaffActivity, staffInActivity } from '@/lib/admin/activity/staff-activity';
import { requireAdmin } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';
import { readDeliveryEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Activity' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Who did what in the console, newest first: sign-ins, exports, retries, erasures. */
export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const filter = parseActivityFilter(await searchParams);
  await requireAdmin(`/admin/activity${activityQuery(filter)}`);
  const db = await getSiteDb();
  const [page, staff] = await Promise.all([listStaffActivity(db, filter), staffInActivity(db)]);
  const narrowed = Boolean(filter.action || filter.by);
  return (
    <>
      <h1>Activity</h1>
      <p>
        Who signed in to this console, took applications out as CSV, retried or erased, and when. It names
        staff, never a candidate: an erasure keeps only its counts, an export says a search was there but not
        its words. Kept {readDeliveryEnv().STAFF_ACTIVITY_DAYS} days; nobody can change it from here.
      </p>
      <ActivityFilterForm filter={{ ...filter, before: undefined }} staff={staff} />
      <p className="admin-actions">
        <a href={`/admin/activity/export${activityQuery({ ...filter, before: undefined })}`}>
          Download these lines as CSV
        </a>
      </p>
      {page.rows.length === 0 ? (
        <p className="admin-notice">{narrowed ? 'Nothing matches.' : 'Nothing recorded yet.'}</p>
      ) : (
        <ActivityTable
          rows={page.rows}
          caption={`${narrowed ? 'Matching lines' : 'Lines'} of the activity log, newest first${filter.before ? ' (older)' : ''}`}
        />
      )}
      <nav aria-label="Pages of the activity log" className="admin-pager">
        {filter.before ? (
          <Link href={`/admin/activity${activityQuery({ ...filter, before: undefined })}`}>Newest</Link>
        ) : null}
        {page.olderThan ? (
          <Link href={`/admin/activity${activityQuery({ ...filter, before: page.olderThan })}`}>Older</Link>
        ) : null}
      </nav>
    </>
  );
}
