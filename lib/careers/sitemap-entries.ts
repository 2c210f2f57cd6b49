import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/i18n/language-alternates';
import { locales, type Locale } from '@/lib/i18n/locales';
import { adVersionsById, postingPathIn } from './ad-versions';
import type { JobSummary } from './job';

type Entry = MetadataRoute.Sitemap[number];

/**
 * Every page in every language, each entry naming all its languages (`xhtml:link hreflang`, x-default
 * included): one entry per language rather than one sitemap per language, the form Google reads for
 * alternates. A job advertised in several languages is listed in each language by the ad a reader of it
 * gets (postingPathIn): its German ad for German, not every ad in every language. `versionsAmong`: the
 * jobs its other ads are found among (every open job, when these are one file's share: sitemap-files.ts);
 * `withListPages`: the job list's pages too.
 */
export function sitemapEntries(
  siteUrl: string,
  openJobs: readonly JobSummary[],
  {
    withListPages = true,
    versionsAmong = openJobs,
  }: { withListPages?: boolean; versionsAmong?: readonly JobSummary[] } = {},
): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`;
  const inEveryLanguage = (
    path: string,
    entry: Omit<Entry, 'url'>,
    pathIn: (locale: Locale) => string = () => path,
  ): Entry[] =>
    locales
      .filter((locale) => pathIn(locale) === path)
      .map((locale) => {
        const { canonical, languages } = languageAlternates(locale, path, pathIn);
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
  const open = openJobs.filter((job) => job.open);
  const versions = adVersionsById(versionsAmong.filter((job) => job.open));
  return [
    ...(withListPages ? inEveryLanguage('/', { changeFrequency: 'daily', priority: 1 }) : []),
    ...open.flatMap((job) =>
      inEveryLanguage(
        `/jobs/${job.id}`,
        {
          ...(job.postedAt ? { lastModified: job.postedAt } : {}),
          changeFrequency: 'weekly',
          priority: 0.8,
        },
        postingPathIn(job, versions.get(job.id) ?? []),
      ),
    ),
  ];
}
