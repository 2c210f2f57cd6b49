import type { OpenJobsResult } from './job';
import { sitemapFile, sitemapFileUrls } from './sitemap-files';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

/** What the sitemap is made of: the open jobs (lib/careers/jobs.ts, cached) and the site's address. */
export type SitemapSources = {
  listOpenJobs: () => Promise<OpenJobsResult>;
  siteUrl: string;
};

// A 5xx tells crawlers to come back; an empty sitemap, or a 404 for a file, would say the jobs are gone.
const unavailable = () =>
  new Response('The jobs are unavailable, try again shortly', {
    status: 503,
    headers: { 'retry-after': '120' },
  });

const notFound = () => new Response('Not found', { status: 404 });

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

/** The index at /sitemap.xml (where robots.txt points): every sitemap file there is now. */
export async function sitemapIndexResponse({ listOpenJobs, siteUrl }: SitemapSources): Promise<Response> {
  const open = await listOpenJobs();
  if (open.status !== 'ok') return unavailable();
  return xml(sitemapIndexXml(sitemapFileUrls(siteUrl, open.jobs)));
}

/**
 * Sitemap file `/sitemaps/<n>.xml`. A name that is not one of them is a 404, answered before the jobs are
 * loaded; so is a file past the last (the jobs it held have closed since the index was read).
 */
export async function sitemapFileResponse(
  fileName: string,
  { listOpenJobs, siteUrl }: SitemapSources,
): Promise<Response> {
  const n = /^([1-9][0-9]{0,5})\.xml$/.exec(fileName)?.[1];
  if (!n) return notFound();
  const open = await listOpenJobs();
  if (open.status !== 'ok') return unavailable();
  const entries = sitemapFile(siteUrl, open.jobs, Number(n));
  return entries ? xml(sitemapXml(entries)) : notFound();
}
