import 'server-only';
import { getTranslations } from 'next-intl/server';
import { countryName } from '../countries';
import { employmentTypeFilters, workModes, type JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { contractTypeWords, EMPLOYMENT_TYPE_TERMS, workModeWords } from '../job-terms';
import { getJobFacets, listJobs, listOpenJobs } from '../jobs';
import { oncePerCopy } from '../once-per-copy';
import { filterNamedInQuery, type FilterName } from './filter-in-query';
import { correctedQuery, searchVocabulary } from './did-you-mean';

/** The list's filters a search's words may name. */
export type NamedFilter = 'employmentType' | 'workMode' | 'department' | 'country';

/**
 * A search that found nothing, and what finds jobs: a contract type, a work mode, a department or a
 * country it named, as the list's filter ("Praktikum", "remote", "Sales", "Polska"; `name` in the page's
 * words), or its words spelt as the open jobs spell them.
 */
export type Suggestion = { count: number; search: JobSearch } & (
  { kind: 'filter'; filter: NamedFilter; name: string } | { kind: 'spelling'; q: string }
);

/** The open jobs' search words, worked out once per copy of the list. */
export const vocabularyOf = oncePerCopy(searchVocabulary);

/**
 * What a candidate may type for each value of the filters, in the order they are tried: a contract type
 * by the page's word or the platform's English ones; a work mode by the page's word or the English ones
 * candidates type ("Télétravail", "remote", "work from home"); a department of open jobs by its label (the
 * employer's words, as the filter shows them); their countries by the page's name or the platform's
 * ("Polska", "Poland"). The first name of each value is the one the page shows.
 */
async function filterNames(locale: string): Promise<[NamedFilter, FilterName<string>[]][]> {
  const [t, facets] = await Promise.all([getTranslations({ locale, namespace: 'jobs' }), getJobFacets()]);
  const { departments = [], countries = [] } = facets.status === 'ok' ? facets.facets : {};
  return [
    [
      'employmentType',
      [
        ...employmentTypeFilters.map((type): FilterName<string> => [t(EMPLOYMENT_TYPE_TERMS[type]), type]),
        ...contractTypeWords(),
      ],
    ],
    ['workMode', [...workModes.map((mode): FilterName<string> => [t(mode), mode]), ...workModeWords()]],
    ['department', departments.map(({ id, label }): FilterName<string> => [label, id])],
    [
      'country',
      countries.flatMap(({ code, label }): FilterName<string>[] => [
        [countryName(code, locale), code],
        [label, code],
      ]),
    ],
  ];
}

/** How many jobs a changed search finds, when it finds any. */
async function foundBy(search: JobSearch, locale: string): Promise<number | undefined> {
  const found = await listJobs(search, locale);
  return found.status === 'ok' && found.total > 0 ? found.total : undefined;
}

/**
 * The first filter the search's words name, where that filter is not set already, moved from the words
 * to the filter (the rest of the words kept), when that finds jobs.
 */
async function namedFilterSearch(search: JobSearch & { q: string }, locale: string) {
  for (const [filter, names] of await filterNames(locale)) {
    if (search[filter]) continue;
    const named = filterNamedInQuery(search.q, names);
    if (!named) continue;
    const { q: _typed, ...rest } = search;
    const changed = { ...rest, ...(named.rest ? { q: named.rest } : {}), [filter]: named.value, page: 1 };
    const count = await foundBy(changed, locale);
    const name = names.find(([, value]) => value === named.value)![0];
    if (count) return { kind: 'filter' as const, filter, name, count, search: changed };
  }
  return undefined;
}

/**
 * "Did you mean …?" for a search whose words found nothing: offered only when the changed search, with
 * the same filters, finds jobs (asked like any list page, so cached the same way). A contract type, a
 * work mode, a department or a country named is tried first, in that order: it is what the candidate
 * said, where a spelling is a guess.
 */
export async function suggestedSearch(
  search: JobSearch,
  result: JobListResult,
  locale: string,
): Promise<Suggestion | undefined> {
  if (!search.q || result.status !== 'ok' || result.total > 0) return undefined;
  const named = await namedFilterSearch({ ...search, q: search.q }, locale);
  if (named) return named;
  const open = await listOpenJobs();
  if (open.status !== 'ok') return undefined;
  const q = correctedQuery(search.q, vocabularyOf(open.jobs));
  if (!q) return undefined;
  const corrected = { ...search, q, page: 1 };
  const count = await foundBy(corrected, locale);
  return count ? { kind: 'spelling', q, count, search: corrected } : undefined;
}
