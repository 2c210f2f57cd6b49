import { AlertSignup } from '@/components/alerts/alert-signup';
import { subscribeToJobAlert } from '@/lib/careers/alerts/alert-actions';
import { alertSearchOf } from '@/lib/careers/alerts/alert-search';
import type { JobLinks } from '@/lib/careers/job-links';
import { hasFilters, type JobSearch } from '@/lib/careers/job-search';
import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { FacetsResult, JobListResult } from '@/lib/careers/job';
import { fold } from '@/lib/careers/fold';
import { JobResults, type Nearby } from './job-results';
import { JobSearchForm } from './job-search-form';

/** How far around a city searched alone the list looks for more: the longest daily commute most make. */
const NEARBY_KM = 50;

/**
 * A search for a city alone, in a city the platform places jobs in: how many more jobs lie within
 * NEARBY_KM of it, to offer them. Counted from the open postings at hand when nothing else narrows the
 * search (job-source.ts), so it costs the platform nothing then; else one walk of the narrowed list,
 * cached as every list page is.
 */
async function nearbyJobs(
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

/**
 * The job list's body, on the site and in the embed: the search, its results, and a job alert for it.
 * `nearMe`: the site's list offers "Jobs near me" (a frame may not ask for the position).
 */
export async function JobsView({
  search,
  links,
  nearMe = false,
}: {
  search: JobSearch;
  links: JobLinks;
  nearMe?: boolean;
}) {
  const locale = await requestLocale();
  const [result, facets] = await Promise.all([listJobs(search, locale), getJobFacets()]);
  const filtered = hasFilters(search);
  const nearby = await nearbyJobs(search, result, facets, locale);
  return (
    <>
      <JobSearchForm
        search={search}
        facets={facets.status === 'ok' ? facets.facets : undefined}
        filtered={filtered}
        links={links}
        nearMe={nearMe}
      />
      <JobResults result={result} search={search} filtered={filtered} links={links} nearby={nearby} />
      {result.status === 'ok' ? (
        <AlertSignup
          search={alertSearchOf(search)}
          action={subscribeToJobAlert}
          feedHref={links.feed?.(search)}
        />
      ) : null}
    </>
  );
}
