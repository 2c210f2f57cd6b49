import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/locales';
import { closingDateAhead } from '../closing-date';
import { siteJobLinksIn } from '../job-links';
import { getJob } from '../jobs';
import { getSiteConfig } from '../site';
import { deadlineCalendar } from './deadline-event';

export type JobDeadlineFile =
  | { status: 'ok'; ics: string; fileName: string }
  /** An unknown or closed job, or one without a closing date ahead. */
  | { status: 'none' }
  | { status: 'unavailable' };

/** An open job's closing date as a calendar file, its words in `locale` and its link to the job's page in it. */
export async function jobDeadlineFile(
  postingId: string,
  locale: Locale,
  now: Date,
): Promise<JobDeadlineFile> {
  const found = await getJob(postingId);
  if (found.status === 'unavailable') return { status: 'unavailable' };
  const closes = found.status === 'ok' && found.job.open ? closingDateAhead(found.job, now) : undefined;
  if (found.status !== 'ok' || !closes) return { status: 'none' };
  const { job } = found;
  const site = getSiteConfig();
  const t = await getTranslations({ locale, namespace: 'jobs' });
  const jobUrl = `${site.url}${siteJobLinksIn(locale).posting(job.id)}`;
  const words = { title: job.title, siteName: site.name, date: formatDate(closes, locale), url: jobUrl };
  return {
    status: 'ok',
    fileName: `apply-by-${job.id}.ics`,
    ics: deadlineCalendar({
      postingId: job.id,
      closes,
      jobUrl,
      siteHost: new URL(site.url).host,
      summary: t('deadlineSummary', words),
      description: t('deadlineDescription', words),
      now,
    }),
  };
}
