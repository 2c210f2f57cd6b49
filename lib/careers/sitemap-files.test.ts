import { describe, expect, it } from 'vitest';
import type { JobSummary } from './job';
import { JOBS_PER_SITEMAP, sitemapFile, sitemapFileCount, sitemapFileUrls } from './sitemap-files';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

const job = (n: number, overrides: Partial<JobSummary> = {}): JobSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Job ${n}`,
  location: { remote: false, hybrid: false, text: '' },
  open: true,
  ...overrides,
});
const jobs = (count: number) => Array.from({ length: count }, (_, i) => job(i + 1));
const SITE = 'https://careers.example';
const jobUrls = (entries: ReturnType<typeof sitemapFile>) =>
  (entries ?? []).map((entry) => entry.url).filter((url) => /^https:\/\/careers\.example\/jobs\//.test(url));

describe('sitemap files', () => {
  it('one file until it is full, then one more per JOBS_PER_SITEMAP open jobs; closed ones do not count', () => {
    expect(sitemapFileCount([])).toBe(1);
    expect(sitemapFileCount(jobs(JOBS_PER_SITEMAP))).toBe(1);
    expect(sitemapFileCount(jobs(JOBS_PER_SITEMAP + 1))).toBe(2);
    expect(sitemapFileCount([...jobs(JOBS_PER_SITEMAP), job(99_999, { open: false })])).toBe(1);
  });

  it('shares the jobs out in order, the list pages in the first file only, and no file past the last', () => {
    const all = jobs(JOBS_PER_SITEMAP + 1);
    const first = sitemapFile(SITE, all, 1)!;
    const second = sitemapFile(SITE, all, 2)!;
    expect(jobUrls(first)).toHaveLength(JOBS_PER_SITEMAP);
    expect(jobUrls(second)).toEqual([`${SITE}/jobs/${all.at(-1)!.id}`]);
    // Every language of each page: six entries per job.
    expect(second).toHaveLength(6);
    expect(first.map((entry) => entry.url)).toContain(`${SITE}/`);
    expect(second.map((entry) => entry.url)).not.toContain(`${SITE}/`);
    for (const n of [0, 3, 1.5, -1]) expect(sitemapFile(SITE, all, n)).toBeUndefined();
    // No jobs at all: the first file still lists the list's pages.
    expect(sitemapFile(SITE, [], 1)).toHaveLength(6);
  });

  it('lists every file in the index at an absolute address on the site, from the first', () => {
    expect(sitemapFileUrls(`${SITE}/`, [])).toEqual([`${SITE}/sitemaps/1.xml`]);
    expect(sitemapFileUrls(SITE, jobs(JOBS_PER_SITEMAP))).toEqual([`${SITE}/sitemaps/1.xml`]);
    expect(sitemapFileUrls(SITE, jobs(2 * JOBS_PER_SITEMAP + 1))).toEqual([
      `${SITE}/sitemaps/1.xml`,
      `${SITE}/sitemaps/2.xml`,
      `${SITE}/sitemaps/3.xml`,
    ]);
  });

  it('keeps a full file within a sitemap’s 50,000 addresses and 50 MB, even on a long site address', () => {
    // Guards JOBS_PER_SITEMAP against more languages (entries per job) or longer entries.
    const longSite = `https://${'careers-of-a-long-employer-name.'.repeat(3)}example`;
    const all = jobs(JOBS_PER_SITEMAP).map((each) => ({ ...each, postedAt: '2026-01-02T00:00:00.000Z' }));
    const full = sitemapFile(longSite, all, 1)!;
    expect(full.length).toBeLessThan(50_000 / 2);
    expect(Buffer.byteLength(sitemapXml(full))).toBeLessThan(50_000_000 / 2);
  });

  it('names a job’s ad in each language even when its other ads fall in another file', () => {
    const all = jobs(JOBS_PER_SITEMAP - 1);
    const english = job(90_001, { refNumber: 'R-9', language: 'en', defaultAd: true });
    const german = job(90_002, { refNumber: 'R-9', language: 'de' });
    const second = sitemapFile(SITE, [...all, english, german], 2)!;
    expect(second.map((entry) => entry.url)).toEqual([`${SITE}/de/jobs/${german.id}`]);
    expect(second[0]!.alternates?.languages).toMatchObject({ en: `${SITE}/jobs/${english.id}` });
  });
});

describe('sitemap XML', () => {
  it('writes each address with its languages and escapes what XML reserves', () => {
    const xml = sitemapXml([
      {
        url: `${SITE}/?a=1&b=2`,
        lastModified: new Date('2026-01-02T00:00:00Z'),
        changeFrequency: 'daily',
        priority: 1,
        alternates: { languages: { de: `${SITE}/de?a=1&b=2` } },
      },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${SITE}/?a=1&#38;b=2</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/de?a=1&#38;b=2" />`);
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<changefreq>daily</changefreq>');
    expect(xml).toContain('<priority>1</priority>');
    expect(xml).not.toMatch(/&(?!#38;)/);
  });

  it('lists the sitemap files in an index', () => {
    expect(sitemapIndexXml([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${SITE}/sitemaps/1.xml</loc></sitemap>`,
        `<sitemap><loc>${SITE}/sitemaps/2.xml</loc></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
