import { chosenLanguagePath, localizedPath } from '../i18n/locale-paths';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';
import { baseLanguage } from './ad-versions';
import { jobSearchHref, type JobSearch } from './job-search';
import type { Tracking } from './source-details';

/** The saved-jobs page (lib/careers/saved), in each language under its prefix. */
export const SAVED_JOBS_PATH = '/saved';
/** "Find your applications" (lib/careers/status/status-link-lookup.ts), in each language under its prefix. */
export const FIND_APPLICATIONS_PATH = '/applications';

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
  /** A posting whose ad is in `adLanguage` (the same job's ad in another language, ad-versions.ts). */
  postingInItsLanguage: (postingId: string, adLanguage: string) => string;
  /** The Atom feed of a search's jobs (lib/careers/feed); the site's only: a frame leaves it to the employer. */
  feed?: (search: Partial<JobSearch>) => string;
  /**
   * The saved-jobs page, whose presence offers "Save" on each job. The site's only: a frame's storage
   * belongs to the employer's page, and browsers partition it, so a list saved there would be lost.
   */
  saved?: string;
  /**
   * "Find your applications", which mails a candidate their status links: where an "Applied on …" mark
   * leads (the browser keeps no status link). The site's only: the frame cannot show the site's pages.
   */
  findApplications?: string;
  /** A job's closing date as a calendar file (`…/deadline.ics`). The site's only: a frame leaves it to its page. */
  deadlineCalendar?: (postingId: string) => string;
  /** The search form's action, and the hidden fields it must send so a search keeps them. */
  searchAction: string;
  carried: readonly [string, string][];
};

/** The site's links, which always have a feed, saved jobs, the way to one's applications and calendar files. */
export type SiteJobLinks = JobLinks &
  Required<Pick<JobLinks, 'feed' | 'saved' | 'findApplications' | 'deadlineCalendar'>>;

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
export function siteJobLinksIn(locale: Locale, tracking: Tracking = {}): SiteJobLinks {
  const home = localizedPath(locale, '/');
  const carried = Object.entries(tracking);
  const postingPath = (postingId: string) => `/jobs/${encodeURIComponent(postingId)}`;
  const posting = (postingId: string) => withQuery(localizedPath(locale, postingPath(postingId)), carried);
  return {
    list: (search = {}) => jobSearchHref(search, home, carried),
    posting,
    // A candidate who picks the ad in German reads German: the page around it is in German too (and the
    // choice is kept, as the language switcher's is). A language the site is not written in keeps this one.
    postingInItsLanguage: (postingId, adLanguage) => {
      const language = baseLanguage(adLanguage);
      return isLocale(language) && language !== locale
        ? withQuery(chosenLanguagePath(language, postingPath(postingId)), carried)
        : posting(postingId);
    },
    searchAction: home,
    carried,
    feed: (search) => jobSearchHref({ ...search, page: 1 }, localizedPath(locale, '/feed.xml')),
    saved: localizedPath(locale, SAVED_JOBS_PATH),
    findApplications: localizedPath(locale, FIND_APPLICATIONS_PATH),
    deadlineCalendar: (postingId) => `${localizedPath(locale, postingPath(postingId))}/deadline.ics`,
  };
}

export const siteJobLinks: JobLinks = siteJobLinksIn(defaultLocale);

export function embedJobLinks(carried: readonly [string, string][]): JobLinks {
  const posting = (postingId: string) => withQuery(`/embed/jobs/${encodeURIComponent(postingId)}`, carried);
  return {
    list: (search = {}) => jobSearchHref(search, '/embed/jobs', carried),
    posting,
    // The frame speaks the employer's page's language (data-lang), whichever ad it shows.
    postingInItsLanguage: posting,
    searchAction: '/embed/jobs',
    carried,
  };
}
