import 'server-only';
import type { JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { listJobs, listOpenJobs } from '../jobs';
import { oncePerCopy } from '../once-per-copy';
import { correctedQuery, searchVocabulary } from './did-you-mean';

/** A search that found nothing, spelt as the open jobs spell it, and what that finds. */
export type Suggestion = { q: string; count: number; search: JobSearch };

const vocabularyOf = oncePerCopy(searchVocabulary);

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
