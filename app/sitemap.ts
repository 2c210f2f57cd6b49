import type { MetadataRoute } from 'next';
import { listOpenJobs } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';
import { sitemapEntries } from '@/lib/careers/sitemap-entries';

// Built per request from the cached list, so a new posting is listed within the cache's minute.
export const dynamic = 'force-dynamic';

/** The list and every open posting in every language (lib/careers/sitemap-entries.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const result = await listOpenJobs();
  // A 5xx tells crawlers to come back; an empty sitemap would tell them the jobs are gone.
  if (result.status !== 'ok') throw new Error('The job list is unavailable');
  return sitemapEntries(getSiteConfig().url, result.jobs);
}
