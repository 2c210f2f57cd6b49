import { describe, expect, it } from 'vitest';
import type { JobSummary } from './job';
import { sitemapEntries } from './sitemap-entries';

const job = (id: string, overrides: Partial<JobSummary> = {}): JobSummary => ({
  id,
  title: `Job ${id}`,
  location: { remote: false, hybrid: false, text: '' },
  open: true,
  postedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

describe('sitemapEntries', () => {
  const entries = sitemapEntries('https://careers.example/', [job('a'), job('b'), job('c', { open: false })]);
  const urls = entries.map((entry) => entry.url);

  it('lists the list and every open posting once per language, never a closed one', () => {
    expect(entries).toHaveLength(6 * 3);
    expect(urls.filter((url) => url.endsWith('/jobs/a'))).toHaveLength(6);
    expect(urls).toContain('https://careers.example/');
    expect(urls).toContain('https://careers.example/ar');
    expect(urls).toContain('https://careers.example/de/jobs/b');
    expect(urls.some((url) => url.includes('/jobs/c'))).toBe(false);
  });

  it('names every language of each page as absolute alternates, x-default the English one', () => {
    const polish = entries.find((entry) => entry.url === 'https://careers.example/pl/jobs/a');
    expect(polish?.alternates?.languages).toEqual({
      en: 'https://careers.example/jobs/a',
      de: 'https://careers.example/de/jobs/a',
      fr: 'https://careers.example/fr/jobs/a',
      es: 'https://careers.example/es/jobs/a',
      pl: 'https://careers.example/pl/jobs/a',
      ar: 'https://careers.example/ar/jobs/a',
      'x-default': 'https://careers.example/jobs/a',
    });
    expect(polish?.lastModified).toBe('2026-01-02T00:00:00.000Z');
  });

  it('leaves out a date the platform did not give', () => {
    const [, , , , , , first] = sitemapEntries('https://careers.example', [
      job('d', { postedAt: undefined }),
    ]);
    expect(first).not.toHaveProperty('lastModified');
  });

  it('lists a job advertised in two languages once per language, by the ad in that language', () => {
    const adEn = job('en-ad', { refNumber: 'R-9', language: 'en', defaultAd: true });
    const adDe = job('de-ad', { refNumber: 'R-9', language: 'de' });
    const listed = sitemapEntries('https://careers.example', [adEn, adDe]).filter((entry) =>
      entry.url.includes('/jobs/'),
    );
    expect(listed.map((entry) => entry.url.replace('https://careers.example', ''))).toEqual([
      '/jobs/en-ad',
      '/fr/jobs/en-ad',
      '/es/jobs/en-ad',
      '/pl/jobs/en-ad',
      '/ar/jobs/en-ad',
      '/de/jobs/de-ad',
    ]);
    // Every entry names the same cluster, so each page's alternates are returned by the others.
    for (const entry of listed)
      expect(entry.alternates?.languages).toMatchObject({
        en: 'https://careers.example/jobs/en-ad',
        de: 'https://careers.example/de/jobs/de-ad',
        'x-default': 'https://careers.example/jobs/en-ad',
      });
  });
});
