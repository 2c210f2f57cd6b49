import type { Locale } from '@/lib/i18n/locales';
import { postingPathAmong } from './ad-versions';
import { DRAFT_LINK_PARAM } from './drafts/draft-values';
import type { JobResult, OpenJobsResult } from './job';

/** A job's page, as the language switcher sees it: the path without language prefix, maybe a query. */
const POSTING_PAGE = /^\/jobs\/([^/?#]+)(\?.*)?$/;

export type PagePathLoaders = {
  getJob: (postingId: string) => Promise<JobResult>;
  listOpenJobs: () => Promise<OpenJobsResult>;
};

/**
 * The same page's path in each language, for the language switcher: the path itself, except on a job
 * advertised in several languages, whose page in German is its German ad (the page's hreflang
 * alternates, ad-versions.ts). Linking "Deutsch" to the English ad in German words would lead readers
 * and crawlers to a page outside the job's set of languages. The page's query (a campaign) is kept.
 */
export async function pagePathsByLanguage(
  path: string,
  load: PagePathLoaders,
): Promise<(locale: Locale) => string> {
  const itself = () => path;
  const posting = POSTING_PAGE.exec(path);
  if (!posting) return itself;
  const [, id = '', query = ''] = posting;
  // A "finish later" link opens only on its own posting: its page in another language stays on that ad.
  if (new URLSearchParams(query).has(DRAFT_LINK_PARAM)) return itself;
  const [job, open] = await Promise.all([load.getJob(id), load.listOpenJobs()]);
  if (job.status !== 'ok') return itself;
  const pathIn = postingPathAmong(job.job, open);
  return (locale) => `${pathIn(locale)}${query}`;
}
