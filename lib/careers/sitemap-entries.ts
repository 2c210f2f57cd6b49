import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/i18n/language-alternates';
import { locales } from '@/lib/i18n/locales';
import type { JobSummary } from './job';

type Entry = MetadataRoute.Sitemap[number];

/**
 * Every page in every language, each entry naming all its languages (`xhtml:link hreflang`, x-default
 * included): one sitemap rather than one per language, the form Google reads for alternates. Six
 * languages stay far below a sitemap's 50,000 addresses for any realistic number of open jobs.
 */
export function sitemapEntries(siteUrl: string, openJobs: readonly JobSummary[]): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;
  const inEveryLanguage = (path: string, entry: Omit<Entry, 'url'>): Entry[] =>
    locales.map((locale) => {
      const { canonical, languages } = languageAlternates(locale, path);
      return {
        ...entry,
        url: absolute(canonical),
        alternates: {
          languages: Object.fromEntries(
            Object.entries(languages).map(([lang, href]) => [lang, absolute(href)]),
          ),
        },
      };
    });
  return [
    ...inEveryLanguage('/', { changeFrequency: 'daily', priority: 1 }),
    ...openJobs
      .filter((job) => job.open)
      .flatMap((job) =>
        inEveryLanguage(`/jobs/${job.id}`, {
          ...(job.postedAt ? { lastModified: job.postedAt } : {}),
          changeFrequency: 'weekly',
          priority: 0.8,
        }),
      ),
  ];
}
