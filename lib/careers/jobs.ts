import 'server-only';
import { clusterCache, getCluster } from '@/lib/cluster/cluster';
import { getSiteDb } from '@/lib/db/site-db';
import { createJobSource, type JobSource } from './job-source';
import { databaseKeptCopies } from './kept-copies';
import { processPart } from '@/lib/site-runtime';
import { getPlatformClient } from './platform';
import { getSiteConfig } from './site';

/** One source per process: its caches are shared by every route. */
const source = (): JobSource =>
  processPart('job-source', () =>
    createJobSource({
      client: getPlatformClient(),
      cache: (name, options) => clusterCache(getCluster(), name, options),
      reading: { payField: getSiteConfig().payField, referrals: getSiteConfig().referrals },
      scope: getSiteConfig().postingsScope,
      distanceUnit: getSiteConfig().distanceUnit,
      keptCopies: databaseKeptCopies(getSiteDb),
    }),
  );

export const listJobs: JobSource['listJobs'] = (search, locale) => source().listJobs(search, locale);
export const listOpenJobs: JobSource['listOpenJobs'] = () => source().listOpenJobs();
export const getJobFacets: JobSource['getFacets'] = () => source().getFacets();
export const getJob: JobSource['getJob'] = (postingId) => source().getJob(postingId);
export const getApplicationForm: JobSource['getApplicationForm'] = (postingId, options) =>
  source().getApplicationForm(postingId, options);
