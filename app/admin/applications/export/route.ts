import { parseApplicationFilter } from '@/lib/admin/application-filter';
import { applicationsCsvStream } from '@/lib/admin/export-applications';
import { readAdminSession, unauthorized } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';

/** The filtered applications as a streamed CSV download; 401 and no data without an admin session. */
export async function GET(request: Request): Promise<Response> {
  if (!(await readAdminSession())) return unauthorized();
  const filter = parseApplicationFilter(Object.fromEntries(new URL(request.url).searchParams));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(applicationsCsvStream(await getSiteDb(), filter), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="applications-${stamp}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
