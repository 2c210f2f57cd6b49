import { getJobFacets, listJobs } from '@/lib/careers/jobs';
import { parseJobSearch } from '@/lib/careers/job-search';
import { serveCachedPage } from '@/lib/page-cache/serve-cached-page';

/** The job list, unfiltered, from the page cache: kept only when the list and its filters loaded. */
export async function GET(): Promise<Response> {
  return serveCachedPage('/', async () => {
    const [result, facets] = await Promise.all([listJobs(parseJobSearch({})), getJobFacets()]);
    return result.status === 'ok' && facets.status === 'ok';
  });
}
