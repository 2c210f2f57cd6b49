import { AlertSignup } from '@/components/alerts/alert-signup';
import { subscribeToJobAlert } from '@/lib/careers/alerts/alert-actions';
import { alertSearchOf } from '@/lib/careers/alerts/alert-search';
import type { JobLinks } from '@/lib/careers/job-links';
import { hasFilters, type JobSearch } from '@/lib/careers/job-search';
import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { requestLocale } from '@/lib/i18n/request-locale';
import { nearbyJobs } from '@/lib/careers/near/nearby-jobs';
import { searchAsJobsNameCities } from '@/lib/careers/spelling/city-name-search';
import { suggestedSearch } from '@/lib/careers/spelling/suggested-search';
import { widerSearches } from '@/lib/careers/wider-searches';
import { JobResults } from './job-results';
import { JobSearchForm } from './job-search-form';

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
  const [asked, facets] = await Promise.all([listJobs(search, locale), getJobFacets()]);
  // A city named as the jobs do not name it ("München" for their "Munich"): their jobs there, at once.
  const renamed = await searchAsJobsNameCities(search, asked, locale);
  const result = renamed?.result ?? asked;
  const filtered = hasFilters(search);
  const [nearby, suggestion, wider] = await Promise.all([
    nearbyJobs(search, result, facets, locale),
    suggestedSearch(search, result, locale),
    widerSearches(search, result, locale),
  ]);
  return (
    <>
      <JobSearchForm
        search={search}
        facets={facets.status === 'ok' ? facets.facets : undefined}
        filtered={filtered}
        links={links}
        nearMe={nearMe}
      />
      <JobResults
        result={result}
        search={renamed?.search ?? search}
        renamed={renamed?.renamed}
        filtered={filtered}
        links={links}
        nearby={nearby}
        suggestion={suggestion}
        wider={wider}
      />
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
