import type { MetadataRoute } from 'next';
import { listOpenJobs } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';

// Built per request from the cached list, so a new posting is listed within the cache's minute.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { url } = getSiteConfig();
  const result = await listOpenJobs();
  // A 5xx tells crawlers to come back; an empty sitemap would tell them the jobs are gone.
  if (result.status !== 'ok') throw new Error('The job list is unavailable');
  const { jobs } = result;
  return [
    { url: `${url}/`, changeFrequency: 'daily', priority: 1 },
    ...jobs.map((job) => ({
      url: `${url}/jobs/${job.id}`,
      lastModified: job.postedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}
