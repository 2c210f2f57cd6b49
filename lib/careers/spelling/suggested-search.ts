import 'server-only';
import type { JobListResult, JobSummary } from '../job';
import type { JobSearch } from '../job-search';
import { listJobs, listOpenJobs } from '../jobs';
import { correctedQuery, searchVocabulary, type SearchVocabulary } from './did-you-mean';

/** A search that found nothing, spelt as the open jobs spell it, and what that finds. */
export type Suggestion = { q: string; count: number; search: JobSearch };

// Worked out once per copy of the open postings (the job source hands out the same array until it refreshes).
const vocabularies = new WeakMap<readonly JobSummary[], SearchVocabulary>();
function vocabularyOf(jobs: readonly JobSummary[]): SearchVocabulary {
  let vocabulary = vocabularies.get(jobs);
  if (!vocabulary) vocabularies.set(jobs, (vocabulary = searchVocabulary(jobs)));
  return vocabulary;
}

/**
 * "Did you mean …?" for a search whose words found nothing: offered only when the corrected search,
 * with the same filters, finds jobs (asked like any list page, so cached the same way).
 */
export async function suggestedSearch(
  search: JobSearch,
  result: JobListResult,
  locale: string,
): Promise<Suggestion | undefined> {
  if (!search.q || result.status !== 'ok' || result.total > 0) return undefined;
  const open = await listOpenJobs();
  if (open.status !== 'ok') return undefined;
  const q = correctedQuery(search.q, vocabularyOf(open.jobs));
  if (!q) return undefined;
  const corrected = { ...search, q, page: 1 };
  const found = await listJobs(corrected, locale);
  return found.status === 'ok' && found.total > 0 ? { q, count: found.total, search: corrected } : undefined;
}
