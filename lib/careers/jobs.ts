import 'server-only';
import { clusterCache, getCluster } from '@/lib/cluster/cluster';
import { createJobSource, type JobSource } from './job-source';
import { getPlatformClient } from './platform';

// One source per process (see platform.ts): its caches must be shared by every route.
const holder = globalThis as typeof globalThis & { __careersJobSource?: JobSource };

function source(): JobSource {
  holder.__careersJobSource ??= createJobSource({
    client: getPlatformClient(),
    cache: (name, options) => clusterCache(getCluster(), name, options),
  });
  return holder.__careersJobSource;
}

export const listJobs: JobSource['listJobs'] = (search) => source().listJobs(search);
export const listOpenJobs: JobSource['listOpenJobs'] = () => source().listOpenJobs();
export const getJobFacets: JobSource['getFacets'] = () => source().getFacets();
export const getJob: JobSource['getJob'] = (postingId) => source().getJob(postingId);
export const getApplicationForm: JobSource['getApplicationForm'] = (postingId, options) =>
  source().getApplicationForm(postingId, options);
