import 'server-only';
import { getTranslations } from 'next-intl/server';
import { employmentTypeFilters, type EmploymentTypeFilter, type JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { countryName } from '../countries';
import { contractTypeWords, EMPLOYMENT_TYPE_TERMS } from '../job-terms';
import { getJobFacets, listJobs, listOpenJobs } from '../jobs';
import { oncePerCopy } from '../once-per-copy';
import { filterNamedInQuery, type FilterName } from './filter-in-query';
import { correctedQuery, searchVocabulary } from './did-you-mean';

/**
 * A search that found nothing, and what finds jobs: a contract type, a department or a country it named,
 * as the list's filter ("Praktikum", "Sales", "Deutschland"), or its words spelt as the open jobs spell
 * them.
 */
export type Suggestion = { count: number; search: JobSearch } & (
  | { kind: 'contract'; type: EmploymentTypeFilter }
  | { kind: 'department'; label: string }
  | { kind: 'country'; code: string }
  | { kind: 'spelling'; q: string }
);

const vocabularyOf = oncePerCopy(searchVocabulary);

/** What a candidate may type for each contract type: the page's word, and the platform's English ones. */
async function contractNames(locale: string): Promise<FilterName<EmploymentTypeFilter>[]> {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return [
    ...employmentTypeFilters.map((type): FilterName<EmploymentTypeFilter> => [
      t(EMPLOYMENT_TYPE_TERMS[type]),
      type,
    ]),
    ...contractTypeWords(),
  ];
}

/**
 * The departments of open jobs by their labels (the employer's words, as the filter shows them), and
 * their countries by the page's name for each and the platform's ("Deutschland", "Germany").
 */
async function facetNames(locale: string) {
  const facets = await getJobFacets();
  if (facets.status !== 'ok') return { departments: [], countries: [] };
  const { departments, countries } = facets.facets;
  return {
    departments: departments.map(({ id, label }): FilterName<string> => [label, id]),
    countries: countries.flatMap(({ code, label }): FilterName<string>[] => [
      [countryName(code, locale), code],
      [label, code],
    ]),
  };
}

/** The search with a named filter value moved from its words to the filter (the rest of the words kept). */
function withFilterNamed<
  Key extends 'employmentType' | 'department' | 'country',
  Value extends JobSearch[Key] & string,
>(
  search: JobSearch & { q: string },
  key: Key,
  names: readonly FilterName<Value>[],
): { value: Value; search: JobSearch } | undefined {
  const named = filterNamedInQuery(search.q, names);
  if (!named) return undefined;
  const { q: _typed, ...rest } = search;
  return {
    value: named.value,
    search: { ...rest, ...(named.rest ? { q: named.rest } : {}), [key]: named.value, page: 1 },
  };
}

/** How many jobs a changed search finds, when it finds any. */
async function foundBy(search: JobSearch, locale: string): Promise<number | undefined> {
  const found = await listJobs(search, locale);
  return found.status === 'ok' && found.total > 0 ? found.total : undefined;
}

/**
 * "Did you mean …?" for a search whose words found nothing: offered only when the changed search, with
 * the same filters, finds jobs (asked like any list page, so cached the same way). A contract type, a
 * department or a country named is tried first, in that order, where that filter is not set already: it
 * is what the candidate said, where a spelling is a guess.
 */
export async function suggestedSearch(
  search: JobSearch,
  result: JobListResult,
  locale: string,
): Promise<Suggestion | undefined> {
  if (!search.q || result.status !== 'ok' || result.total > 0) return undefined;
  const typed = { ...search, q: search.q };
  const contract = search.employmentType
    ? undefined
    : withFilterNamed(typed, 'employmentType', await contractNames(locale));
  const contractCount = contract && (await foundBy(contract.search, locale));
  if (contract && contractCount)
    return { kind: 'contract', type: contract.value, count: contractCount, search: contract.search };
  const { departments, countries } = await facetNames(locale);
  const department = search.department ? undefined : withFilterNamed(typed, 'department', departments);
  const departmentCount = department && (await foundBy(department.search, locale));
  if (department && departmentCount) {
    const label = departments.find(([, id]) => id === department.value)?.[0] ?? department.value;
    return { kind: 'department', label, count: departmentCount, search: department.search };
  }
  const country = search.country ? undefined : withFilterNamed(typed, 'country', countries);
  const countryCount = country && (await foundBy(country.search, locale));
  if (country && countryCount)
    return { kind: 'country', code: country.value, count: countryCount, search: country.search };
  const open = await listOpenJobs();
  if (open.status !== 'ok') return undefined;
  const q = correctedQuery(search.q, vocabularyOf(open.jobs));
  if (!q) return undefined;
  const corrected = { ...search, q, page: 1 };
  const count = await foundBy(corrected, locale);
  return count ? { kind: 'spelling', q, count, search: corrected } : undefined;
}
