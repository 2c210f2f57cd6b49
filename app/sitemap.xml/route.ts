import { listOpenJobs } from '@/lib/careers/jobs';
import { getSiteConfig } from '@/lib/careers/site';
import { sitemapIndexResponse } from '@/lib/careers/sitemap-responses';

// Built per request from the cached list, so a new posting is listed within the cache's minute.
export const dynamic = 'force-dynamic';

/**
 * The sitemap index: one file per 2,000 open jobs (lib/careers/sitemap-files.ts). Our own route, not
 * Next's `generateSitemaps`, which serves no index and asks for its files' ids when the site is built.
 */
export const GET = (): Promise<Response> =>
  sitemapIndexResponse({ listOpenJobs, siteUrl: getSiteConfig().url });
