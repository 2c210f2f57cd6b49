import type { Locale } from '@/lib/i18n/locales';
import type { JobSummary } from './job';
import type { JobSearch } from './job-search';
import { alertSearchOf, jobsFoundBy, type AlertSearch } from './alerts/alert-search';
import { oneVersionPerJob } from './ad-versions';
import type { DistanceUnit } from './near/distance-unit';

/** A search that found nothing, without one of its filters, and how many jobs it then finds. */
export type Relaxation = {
  search: JobSearch;
  count: number;
  /** The filter left out, alone: what the page names ("Internship", "Germany"). */
  without: AlertSearch;
};

/** The filters a candidate sets, each with what goes with it (a distance with its city, a minimum with its currency). */
const FILTERS = [
  ['country'],
  ['city', 'within'],
  ['department'],
  ['language'],
  ['workMode'],
  ['employmentType'],
  ['payCurrency', 'minPay'],
] as const satisfies readonly (readonly (keyof JobSearch)[])[];

/**
 * For a search of two filters or more that found nothing: each search with one filter left out that
 * finds jobs, in the form's order. Counted over the open postings at hand by the rule job alerts match
 * by (the site's own, as the list applies its filters), so it asks the platform nothing: a page of no
 * results costs no more than it did. A search with words is left to "Did you mean", since the platform
 * ranks words by its own rule.
 */
export function relaxedSearches(
  search: JobSearch,
  open: readonly JobSummary[],
  unit: DistanceUnit,
  locale: Locale,
): Relaxation[] {
  if (search.q) return [];
  const set = FILTERS.filter(([key]) => search[key] !== undefined);
  if (set.length < 2) return [];
  return set.flatMap((keys) => {
    const relaxed: JobSearch = { ...search, page: 1 };
    const without: AlertSearch = {};
    for (const key of keys) {
      delete relaxed[key];
      if (search[key] !== undefined) Object.assign(without, { [key]: search[key] });
    }
    const count = oneVersionPerJob(jobsFoundBy(alertSearchOf(relaxed), open, unit, locale), locale).length;
    return count > 0 ? [{ search: relaxed, count, without }] : [];
  });
}
