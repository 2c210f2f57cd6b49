import 'server-only';
import { listOpenJobs } from './jobs';
import { getSiteConfig } from './site';
import { sitemapFile, sitemapFileCount, sitemapFilePath } from './sitemap-files';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

// A 5xx tells crawlers to come back; an empty sitemap would tell them the jobs are gone.
const unavailable = () =>
  new Response('The jobs are unavailable, try again shortly', {
    status: 503,
    headers: { 'retry-after': '120' },
  });

const xml = (body: string) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

/** The index at /sitemap.xml (where robots.txt points): every sitemap file there is now. */
export async function sitemapIndexResponse(): Promise<Response> {
  const open = await listOpenJobs();
  if (open.status !== 'ok') return unavailable();
  const siteUrl = getSiteConfig().url.replace(/\/+$/, '');
  const count = sitemapFileCount(open.jobs);
  return xml(sitemapIndexXml(Array.from({ length: count }, (_, i) => `${siteUrl}${sitemapFilePath(i + 1)}`)));
}

/** Sitemap file `/sitemaps/<n>.xml`; a name that is not one of them is a 404. */
export async function sitemapFileResponse(fileName: string): Promise<Response> {
  const n = /^([1-9][0-9]{0,5})\.xml$/.exec(fileName)?.[1];
  if (!n) return new Response('Not found', { status: 404 });
  const open = await listOpenJobs();
  if (open.status !== 'ok') return unavailable();
  const entries = sitemapFile(getSiteConfig().url, open.jobs, Number(n));
  return entries ? xml(sitemapXml(entries)) : new Response('Not found', { status: 404 });
}
