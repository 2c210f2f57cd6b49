import { sitemapIndexResponse } from '@/lib/careers/sitemap-responses';

// Built per request from the cached list, so a new posting is listed within the cache's minute.
export const dynamic = 'force-dynamic';

/** The sitemap index: one file per 2,000 open jobs (lib/careers/sitemap-files.ts). */
export const GET = (): Promise<Response> => sitemapIndexResponse();
