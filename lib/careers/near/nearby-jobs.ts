import 'server-only';
import { fold } from '../fold';
import type { FacetsResult, JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { listJobs } from '../jobs';

/** A city search's jobs just outside the city, offered as a wider search. */
export type Nearby = { count: number; km: number; city: string; search: JobSearch };

/** How far around a city searched alone the list looks for more: the longest daily commute most make. */
const NEARBY_KM = 50;

/**
 * A search for a city alone, in a city the platform places jobs in: how many more jobs lie within
 * NEARBY_KM of it, to offer them. Counted from the open postings at hand when nothing else narrows the
 * search (job-source.ts), so it costs the platform nothing then; else one walk of the narrowed list,
 * cached as every list page is.
 */
export async function nearbyJobs(
  search: JobSearch,
  result: JobListResult,
  facets: FacetsResult,
  locale: string,
): Promise<Nearby | undefined> {
  const city = search.city;
  if (!city || search.within || result.status !== 'ok' || facets.status !== 'ok') return undefined;
  const placed = facets.facets.placedCities.find((place) => fold(place.city) === fold(city));
  if (!placed) return undefined;
  const wider = { ...search, within: NEARBY_KM, page: 1 } as const;
  const around = await listJobs(wider, locale);
  const count = around.status === 'ok' ? around.total - result.total : 0;
  return count > 0 ? { count, km: NEARBY_KM, city: placed.city, search: wider } : undefined;
}
