import 'server-only';
import { getTranslations } from 'next-intl/server';
import { oneVersionPerJob } from '../ad-versions';
import { describeSearches } from '../alerts/alert-pages';
import { alertSearchFrom, jobsFoundBy } from '../alerts/alert-search';
import { formatDistanceFrom } from '../near/format-distance-from';
import { formatPay } from '../format-pay';
import { formatPlace } from '../format-place';
import type { JobSummary } from '../job';
import { siteJobLinksIn } from '../job-links';
import { listOpenJobs } from '../jobs';
import { getSiteConfig } from '../site';
import { foreignAdLanguage } from '@/lib/i18n/ad-language';
import { requestLocale } from '@/lib/i18n/request-locale';
import { atomXml } from './atom';

/** The newest jobs a feed lists: far more than appear between two visits of any feed reader. */
export const FEED_ENTRIES = 100;

export type JobsFeedResult = { status: 'ok'; xml: string } | { status: 'unavailable' };

const newestFirst = (a: JobSummary, b: JobSummary) => (b.postedAt ?? '').localeCompare(a.postedAt ?? '');

/**
 * The open jobs matching a search (the list's query and filters, matched as a job alert matches them),
 * newest first, as an Atom feed in the page's language: for a feed reader, or a team chat that posts new
 * jobs into a channel. Each job once, by the ad in that language (ad-versions.ts).
 */
export async function jobsFeed(
  query: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<JobsFeedResult> {
  const [locale, openJobs] = await Promise.all([requestLocale(), listOpenJobs()]);
  if (openJobs.status !== 'ok') return { status: 'unavailable' };
  const search = alertSearchFrom(query);
  const [t, [description]] = await Promise.all([
    getTranslations({ locale, namespace: 'jobs' }),
    Object.keys(search).length > 0 ? describeSearches([search]) : Promise.resolve([undefined]),
  ]);
  const site = getSiteConfig();
  const links = siteJobLinksIn(locale);
  const absolute = (path: string) => `${site.url}${path}`;
  // Around a city, each job outside it says how far, as on the list; the feed stays newest first.
  const open = openJobs.jobs.filter((job) => job.open);
  const jobs = oneVersionPerJob(jobsFoundBy(search, open, site.distanceUnit, locale), locale)
    .sort(newestFirst)
    .slice(0, FEED_ENTRIES);
  const self = absolute(links.feed(search));
  const xml = atomXml({
    // The feed's address is its identity: one search in one language is one feed.
    id: self,
    title: t('listTitle', { siteName: site.name }),
    subtitle: description,
    language: locale,
    selfUrl: self,
    pageUrl: absolute(links.list(search)),
    updated: jobs.find((job) => job.postedAt)?.postedAt ?? now.toISOString(),
    author: site.name,
    entries: jobs.map((job) => ({
      id: absolute(links.posting(job.id)),
      url: absolute(links.posting(job.id)),
      title: job.title,
      summary: [
        formatPlace(job.location, locale, t),
        job.distance && formatDistanceFrom(job.distance, locale, t),
        job.pay && formatPay(job.pay, locale, t),
        job.department?.label,
      ]
        .filter(Boolean)
        .join(' · '),
      ...(job.postedAt ? { published: job.postedAt } : {}),
      ...(job.department?.label ? { category: job.department.label } : {}),
      language: foreignAdLanguage(job.language, locale),
    })),
  });
  return { status: 'ok', xml };
}
