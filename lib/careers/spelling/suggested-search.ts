import 'server-only';
import { getTranslations } from 'next-intl/server';
import { employmentTypeFilters, type EmploymentTypeFilter, type JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { contractTypeWords, EMPLOYMENT_TYPE_TERMS } from '../job-terms';
import { listJobs, listOpenJobs } from '../jobs';
import { oncePerCopy } from '../once-per-copy';
import { contractInQuery, type ContractName } from './contract-in-query';
import { correctedQuery, searchVocabulary } from './did-you-mean';

/**
 * A search that found nothing, and what finds jobs: its words spelt as the open jobs spell them, or a
 * contract type it named ("Praktikum") as the list's filter.
 */
export type Suggestion = { count: number; search: JobSearch } & (
  { kind: 'spelling'; q: string } | { kind: 'contract'; type: EmploymentTypeFilter }
);

const vocabularyOf = oncePerCopy(searchVocabulary);

/** What a candidate may type for each contract type: the page's word, and the platform's English ones. */
async function contractNames(locale: string): Promise<ContractName[]> {
  const t = await getTranslations({ locale, namespace: 'jobs' });
  return [
    ...employmentTypeFilters.map((type): ContractName => [t(EMPLOYMENT_TYPE_TERMS[type]), type]),
    ...contractTypeWords(),
  ];
}

/** The search with a contract type it names moved from its words to the filter, unless one is set. */
async function asContractSearch(search: JobSearch & { q: string }, locale: string) {
  if (search.employmentType) return undefined;
  const named = contractInQuery(search.q, await contractNames(locale));
  if (!named) return undefined;
  const { q: _typed, ...rest } = search;
  return {
    type: named.type,
    search: { ...rest, ...(named.rest ? { q: named.rest } : {}), employmentType: named.type, page: 1 },
  };
}

/**
 * "Did you mean …?" for a search whose words found nothing: offered only when the changed search, with
 * the same filters, finds jobs (asked like any list page, so cached the same way). A contract type named
 * is tried first: it is what the candidate said, where a spelling is a guess.
 */
export async function suggestedSearch(
  search: JobSearch,
  result: JobListResult,
  locale: string,
): Promise<Suggestion | undefined> {
  if (!search.q || result.status !== 'ok' || result.total > 0) return undefined;
  const contract = await asContractSearch({ ...search, q: search.q }, locale);
  if (contract) {
    const found = await listJobs(contract.search, locale);
    if (found.status === 'ok' && found.total > 0)
      return { kind: 'contract', type: contract.type, count: found.total, search: contract.search };
  }
  const open = await listOpenJobs();
  if (open.status !== 'ok') return undefined;
  const q = correctedQuery(search.q, vocabularyOf(open.jobs));
  if (!q) return undefined;
  const corrected = { ...search, q, page: 1 };
  const found = await listJobs(corrected, locale);
  return found.status === 'ok' && found.total > 0
    ? { kind: 'spelling', q, count: found.total, search: corrected }
    : undefined;
}
