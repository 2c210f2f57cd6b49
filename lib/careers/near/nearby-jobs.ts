import 'server-only';
import { fold } from '../fold';
import type { FacetsResult, JobListResult } from '../job';
import type { JobSearch } from '../job-search';
import { listJobs } from '../jobs';
import { getSiteConfig } from '../site';
import { NEARBY_RADIUS, type DistanceUnit } from './distance-unit';

/** A city search's jobs just outside the city, offered as a wider search. */
export type Nearby = { count: number; within: number; unit: DistanceUnit; city: string; search: JobSearch };

/**
 * A search for a city alone, in a city the platform places jobs in: how many more jobs lie within
 * NEARBY_RADIUS of it (in the site's unit), to offer them. Counted from the open postings at hand when nothing else narrows the
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
  const unit = getSiteConfig().distanceUnit;
  const wider = { ...search, within: NEARBY_RADIUS[unit], page: 1 } as const;
  const around = await listJobs(wider, locale);
  const count = around.status === 'ok' ? around.total - result.total : 0;
  return count > 0 ? { count, within: wider.within, unit, city: placed.city, search: wider } : undefined;
}
