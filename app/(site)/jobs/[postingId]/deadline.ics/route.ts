import { jobDeadlineFile } from '@/lib/careers/calendar/job-deadline-file';
import { requestLocale } from '@/lib/i18n/request-locale';

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * `/jobs/{postingId}/deadline.ics` (`/de/…` in German): the job's closing date as a calendar event with
 * a reminder, for a candidate who means to apply later. Only an open job with a closing date ahead has one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ postingId: string }> }) {
  const [{ postingId }, locale] = await Promise.all([params, requestLocale()]);
  const file = await jobDeadlineFile(postingId, locale, new Date());
  if (file.status === 'unavailable')
    return plain(503, 'The job is unavailable, try again shortly', { 'retry-after': '60' });
  if (file.status === 'none') return plain(404, 'This job has no closing date ahead');
  return new Response(file.ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'public, max-age=300',
    },
  });
}
