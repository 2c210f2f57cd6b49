import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { parseJobSearch } from '@/lib/careers/job-search';
import { serveCachedPage } from '@/lib/page-cache/serve-cached-page';

/**
 * The job list, unfiltered (for its campaign, if any), from the page cache: kept only when the list and
 * its filters loaded; a 503 when the list itself could not be.
 */
export async function GET(request: Request): Promise<Response> {
  return serveCachedPage('/', new URL(request.url).search, async () => {
    const [result, facets] = await Promise.all([listJobs(parseJobSearch({})), getJobFacets()]);
    if (result.status === 'unavailable') return 'unavailable';
    return result.status === 'ok' && facets.status === 'ok' ? 'loaded' : 'partly';
  });
}
