import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { JobListResult } from './job';
import type { JobSearch } from './job-search';
import { listOpenJobs } from './jobs';
import { describeSearches } from './alerts/alert-pages';
import { relaxedSearches, type Relaxation } from './relaxed-searches';
import { getSiteConfig } from './site';

/** A wider search offered on a page of no results, with the filter it leaves out in the page's words. */
export type WiderSearch = Relaxation & { filterWords: string };

/** "Without “Internship”: 5 jobs": for a filtered search that found nothing (relaxed-searches.ts). */
export async function widerSearches(
  search: JobSearch,
  result: JobListResult,
  locale: Locale,
): Promise<WiderSearch[]> {
  if (search.q || result.status !== 'ok' || result.total > 0) return [];
  const open = await listOpenJobs();
  if (open.status !== 'ok') return [];
  const relaxed = relaxedSearches(search, open.jobs, getSiteConfig().distanceUnit, locale);
  if (relaxed.length === 0) return [];
  const words = await describeSearches(relaxed.map((relaxation) => relaxation.without));
  return relaxed.map((relaxation, index) => ({ ...relaxation, filterWords: words[index] ?? '' }));
}
