import { parseApplicationFilter } from '@/lib/admin/application-filter';
import { exportDetail } from '@/lib/admin/activity/export-detail';
import { recordStaffActivity } from '@/lib/admin/activity/staff-activity';
import { applicationsCsvStream } from '@/lib/admin/export-applications';
import { fromAnotherSite, refusedFromAnotherSite } from '@/lib/admin/from-another-site';
import { readAdminSession, unauthorized } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';

/** The filtered applications as a streamed CSV download; 401 and no data without an admin session. */
export async function GET(request: Request): Promise<Response> {
  const staff = await readAdminSession();
  if (!staff) return unauthorized();
  if (fromAnotherSite(request)) return refusedFromAnotherSite();
  const filter = parseApplicationFilter(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getSiteDb();
  // Kept before the first row leaves: an export cut short still took data out.
  await recordStaffActivity(db, staff, { action: 'exported_applications', detail: exportDetail(filter) });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(applicationsCsvStream(db, filter), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="applications-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
