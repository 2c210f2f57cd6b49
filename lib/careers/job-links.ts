import { localizedPath } from '../i18n/locale-paths';
import { defaultLocale, type Locale } from '../i18n/locales';
import { jobSearchHref, type JobSearch } from './job-search';

/**
 * Where the job pages link to. The site and the embed show the same components; only the addresses
 * differ (the embed stays under /embed and carries its theme and tracking along).
 *
 * Every link between job pages (the list, its searches and pages, postings) is a plain `<a>`, not
 * `next/link`: a whole-page visit is answered from the page cache (lib/page-cache), whereas next/link
 * prefetches each visible link and navigates with requests the server renders every time (measured: 6
 * renders for one visit to a 3-job list). It also keeps the link code off these pages' first load.
 */
export type JobLinks = {
  list: (search?: Partial<JobSearch>) => string;
  posting: (postingId: string) => string;
  /** The search form's action, and the hidden fields it must send so a search keeps them. */
  searchAction: string;
  carried: readonly [string, string][];
};

/** The site's own pages, in a language (English has no prefix). */
export function siteJobLinksIn(locale: Locale): JobLinks {
  const home = localizedPath(locale, '/');
  return {
    list: (search = {}) => jobSearchHref(search, home),
    posting: (postingId) => localizedPath(locale, `/jobs/${encodeURIComponent(postingId)}`),
    searchAction: home,
    carried: [],
  };
}

export const siteJobLinks: JobLinks = siteJobLinksIn(defaultLocale);

export function embedJobLinks(carried: readonly [string, string][]): JobLinks {
  const query = new URLSearchParams(carried as [string, string][]).toString();
  return {
    list: (search = {}) => jobSearchHref(search, '/embed/jobs', carried),
    posting: (postingId) => `/embed/jobs/${encodeURIComponent(postingId)}${query ? `?${query}` : ''}`,
    searchAction: '/embed/jobs',
    carried,
  };
}
