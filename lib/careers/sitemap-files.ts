import type { MetadataRoute } from 'next';
import type { JobSummary } from './job';
import { sitemapEntries } from './sitemap-entries';

/**
 * Jobs per sitemap file. A file may hold 50,000 addresses and 50 MB (sitemaps.org, Google's "Build and
 * submit a sitemap"): 2,000 jobs × 6 languages = 12,000 addresses (the first file 6 more, the list), each
 * with 7 `hreflang` links: about 1 kB apiece, and 8 bytes more per character of the site's address, so
 * 12.5 MB on https://careers.example and 17 MB on a 70-character address. Under half of both limits
 * (sitemap-files.test.ts), and small enough to build per request.
 */
export const JOBS_PER_SITEMAP = 2_000;

/** The sitemap files there are now: one per JOBS_PER_SITEMAP open jobs, and always the first. */
export function sitemapFileCount(openJobs: readonly JobSummary[]): number {
  return Math.max(1, Math.ceil(openJobs.filter((job) => job.open).length / JOBS_PER_SITEMAP));
}

/**
 * Sitemap file `n` (from 1): its share of the open jobs in the platform's order, and in the first, the
 * list pages too; undefined for a file there is not.
 */
export function sitemapFile(
  siteUrl: string,
  openJobs: readonly JobSummary[],
  n: number,
): MetadataRoute.Sitemap | undefined {
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(openJobs)) return undefined;
  const open = openJobs.filter((job) => job.open);
  const share = open.slice((n - 1) * JOBS_PER_SITEMAP, n * JOBS_PER_SITEMAP);
  // The ads of a job in several languages are found among every open job, not only this file's share.
  return sitemapEntries(siteUrl, share, { withListPages: n === 1, versionsAmong: open });
}

/** Where file `n` is served (app/sitemaps/[file]/route.ts), listed by the index at /sitemap.xml. */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * What the index lists: every file's absolute address on the site's own host. Crawlers ignore a file
 * listed on another host than the index's (sitemaps.org), so a wrong SITE_URL hides every job.
 */
export function sitemapFileUrls(siteUrl: string, openJobs: readonly JobSummary[]): string[] {
  const site = siteUrl.replace(/\/+$/, '');
  return Array.from({ length: sitemapFileCount(openJobs) }, (_, i) => `${site}${sitemapFilePath(i + 1)}`);
}
