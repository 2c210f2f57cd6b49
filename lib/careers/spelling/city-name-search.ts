import 'server-only';
import { fold } from '../fold';
import type { JobListResult, JobSummary } from '../job';
import type { JobSearch } from '../job-search';
import { listJobs, listOpenJobs } from '../jobs';
import { cityNamesAsJobsWrite } from './did-you-mean';
import { vocabularyOf } from './suggested-search';

/** Each city the search named otherwise, as typed and as the jobs spell it ("München" → "Munich"). */
export type RenamedCity = { typed: string; city: string };
export type RenamedSearch = { search: JobSearch; result: JobListResult; renamed: RenamedCity[] };

/** The city as a job spells it (its case too), for a word the search compares in lower case. */
function citySpelling(jobs: readonly JobSummary[], word: string): string {
  const key = fold(word);
  return jobs.find((job) => job.location.city && fold(job.location.city) === key)?.location.city ?? word;
}

/**
 * A search whose words found nothing because it names a city as the open jobs do not ("München" where
 * they say "Munich", "Londres" for "London"): the same search in their name for it, with what that
 * finds, when it finds jobs. The list shows those at once and says so: unlike a spelling, which it only
 * offers ("Did you mean …?"), this is no guess, it is the same place.
 */
export async function searchAsJobsNameCities(
  search: JobSearch,
  result: JobListResult,
  locale: string,
): Promise<RenamedSearch | undefined> {
  if (!search.q || result.status !== 'ok' || result.total > 0) return undefined;
  const open = await listOpenJobs();
  if (open.status !== 'ok') return undefined;
  const named = cityNamesAsJobsWrite(search.q, vocabularyOf(open.jobs));
  if (!named) return undefined;
  const renamedSearch = { ...search, q: named.q };
  const found = await listJobs(renamedSearch, locale);
  if (found.status !== 'ok' || found.total === 0) return undefined;
  const renamed = named.renamed.map(({ typed, word }) => ({ typed, city: citySpelling(open.jobs, word) }));
  return { search: renamedSearch, result: found, renamed };
}
