import { parseActivityFilter } from '@/lib/admin/activity/activity-filter';
import { activityCsvStream } from '@/lib/admin/activity/activity-csv';
import { readAdminSession, unauthorized } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';

/** The activity log (the page's filter) as a streamed CSV download; 401 and no data without a session. */
export async function GET(request: Request): Promise<Response> {
  if (!(await readAdminSession())) return unauthorized();
  const { before: _page, ...filter } = parseActivityFilter(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(activityCsvStream(await getSiteDb(), filter), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="console-activity-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
