import { getTranslations } from 'next-intl/server';
import { deadlineCalendar } from '@/lib/careers/calendar/deadline-event';
import { closingDateAhead } from '@/lib/careers/closing-date';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { getJob } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';
import { formatDate } from '@/lib/i18n/format-date';
import { requestLocale } from '@/lib/i18n/request-locale';

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * `/jobs/{postingId}/deadline.ics` (`/de/…` in German): the job's closing date as a calendar event with
 * a reminder, for a candidate who means to apply later. Only an open job with a closing date ahead has one.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ postingId: string }> }) {
  const [{ postingId }, locale] = await Promise.all([params, requestLocale()]);
  const found = await getJob(postingId);
  if (found.status === 'unavailable')
    return plain(503, 'The job is unavailable, try again shortly', { 'retry-after': '60' });
  const closes =
    found.status === 'ok' && found.job.open ? closingDateAhead(found.job, new Date()) : undefined;
  if (found.status !== 'ok' || !closes) return plain(404, 'This job has no closing date ahead');
  const { job } = found;
  const site = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const jobUrl = `${site.url}${siteJobLinksIn(locale).posting(job.id)}`;
  const words = { title: job.title, siteName: site.name, date: formatDate(closes, locale), url: jobUrl };
  return new Response(
    deadlineCalendar({
      postingId: job.id,
      closes,
      jobUrl,
      siteHost: new URL(site.url).host,
      summary: t('deadlineSummary', words),
      description: t('deadlineDescription', words),
      now: new Date(),
    }),
    {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="apply-by-${job.id}.ics"`,
        'cache-control': 'public, max-age=300',
      },
    },
  );
}
