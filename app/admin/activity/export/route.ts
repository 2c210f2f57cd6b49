import { parseActivityFilter } from '@/lib/admin/activity/activity-filter';
import { activityCsvStream } from '@/lib/admin/activity/activity-csv';
import { activityExportDetail } from '@/lib/admin/activity/export-detail';
import { recordStaffActivity } from '@/lib/admin/activity/staff-activity';
import { fromAnotherSite, refusedFromAnotherSite } from '@/lib/admin/from-another-site';
import { readAdminSession, unauthorized } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';

/**
 * The activity log (the page's filter) as a streamed CSV download; 401 and no data without a session. It
 * names staff and their addresses, so taking it out is itself a line of the log, kept before any row leaves.
 */
export async function GET(request: Request): Promise<Response> {
  const staff = await readAdminSession();
  if (!staff) return unauthorized();
  if (fromAnotherSite(request)) return refusedFromAnotherSite();
  const { before: _page, ...filter } = parseActivityFilter(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const db = await getSiteDb();
  await recordStaffActivity(db, staff, { action: 'exported_activity', detail: activityExportDetail(filter) });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(activityCsvStream(db, filter), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="console-activity-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
