import { localizedPath } from '../i18n/locale-paths';
import { defaultLocale, type Locale } from '../i18n/locales';
import { jobSearchHref, type JobSearch } from './job-search';
import type { Tracking } from './source-details';

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

/** A path with these pairs as its query (none: the path as it is). */
function withQuery(path: string, pairs: readonly [string, string][]): string {
  const query = new URLSearchParams(pairs as [string, string][]).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The site's own pages, in a language (English has no prefix). A visit that arrived with campaign
 * tracking (utm_*, source) carries it from page to page until the candidate applies; such pages are
 * rendered for the visit, the others come from the page cache.
 */
export function siteJobLinksIn(locale: Locale, tracking: Tracking = {}): JobLinks {
  const home = localizedPath(locale, '/');
  const carried = Object.entries(tracking);
  return {
    list: (search = {}) => jobSearchHref(search, home, carried),
    posting: (postingId) =>
      withQuery(localizedPath(locale, `/jobs/${encodeURIComponent(postingId)}`), carried),
    searchAction: home,
    carried,
  };
}

export const siteJobLinks: JobLinks = siteJobLinksIn(defaultLocale);

export function embedJobLinks(carried: readonly [string, string][]): JobLinks {
  return {
    list: (search = {}) => jobSearchHref(search, '/embed/jobs', carried),
    posting: (postingId) => withQuery(`/embed/jobs/${encodeURIComponent(postingId)}`, carried),
    searchAction: '/embed/jobs',
    carried,
  };
}
