import type { MetadataRoute } from 'next';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text and attribute values: the five characters XML reserves (an address may carry `&`). */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const lastmod = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

/**
 * A sitemap file (sitemaps.org's `urlset`), each address with its languages as `xhtml:link` alternates,
 * the form Google documents for hreflang in sitemaps. Written here, not by Next's sitemap file
 * convention: the number of files follows the number of open jobs, known only when the site runs, and
 * Next writes addresses as they are (next/dist/build/webpack/loaders/metadata/resolve-route-data.js),
 * where an `&` would make the file unreadable.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
    for (const [lang, href] of Object.entries(entry.alternates?.languages ?? {}))
      if (typeof href === 'string')
        lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`);
    if (entry.lastModified) lines.push(`<lastmod>${escapeXml(lastmod(entry.lastModified))}</lastmod>`);
    if (entry.changeFrequency) lines.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) lines.push(`<priority>${entry.priority}</priority>`);
    return `<url>\n${lines.join('\n')}\n</url>`;
  });
  return [
    XML_HEAD,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (sitemaps.org's `sitemapindex`): the addresses of the sitemap files. */
export function sitemapIndexXml(fileUrls: readonly string[]): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
