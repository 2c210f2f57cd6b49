import type { StoredAlertSearch } from '@/lib/db/schema';
import { countryName } from '../countries';
import type { JobSummary } from '../job';
import { parseJobSearch, type JobSearch } from '../job-search';
import { workModes, type EmploymentTypeFilter, type WorkMode } from '../job';
import { workModeWords } from '../job-terms';
import { placeWords } from '../mail/place-words';
import { filterNamedInQuery, type FilterName } from '../spelling/filter-in-query';
import { searchWords } from '@/lib/search-words';
import { matchesSiteSideFilters } from '../pay-filter';
import { fold } from '../fold';
import { aroundCity, inSearchedPlace, jobsAround, type AroundCity } from '../near/around-city';
import { kilometresOf, SEARCH_RADII_IN, type DistanceUnit } from '../near/distance-unit';
import type { Locale } from '@/lib/i18n/locales';
import { foldedJobSearchText } from './job-search-text';

/** The part of a job search an alert keeps: the query and filters, never the page. */
export type AlertSearch = StoredAlertSearch;

/** The alert's part of the list's search: a distance only with its city. */
export function alertSearchOf(search: JobSearch): AlertSearch {
  const { page: _page, within, ...rest } = search;
  return search.city && within ? { ...rest, within } : rest;
}

/** The alert's search from posted fields: the same cleaning as the list's, so both agree. */
export function alertSearchFrom(params: Record<string, string | string[] | undefined>): AlertSearch {
  return alertSearchOf(parseJobSearch(params));
}

/**
 * The search as an alert stores it: a distance keeps the unit it was chosen in, so a site that changes
 * SITE_DISTANCE_UNIT later does not turn "25 km" into "25 mi" under its candidates.
 */
export const withDistanceUnit = (search: AlertSearch, unit: DistanceUnit): AlertSearch =>
  search.within ? { ...search, withinUnit: unit } : search;

/** The unit an alert's distance is in: its own, or the site's for alerts saved before units were kept. */
export const alertDistanceUnit = (search: AlertSearch, siteUnit: DistanceUnit): DistanceUnit =>
  search.withinUnit ?? siteUnit;

/**
 * The alert's search for a link to the list, never for matching. The list offers distances in the site's
 * unit only, so one kept in the other unit becomes the smallest offered that holds it, or the largest
 * ("25 mi" on a site in kilometres: 50 km; "25 km" in miles: 25 mi), so the list misses none of its jobs.
 */
export function listSearchOf(search: AlertSearch, siteUnit: DistanceUnit): AlertSearch {
  const unit = alertDistanceUnit(search, siteUnit);
  if (!search.within || unit === siteUnit) return search;
  const km = kilometresOf(search.within, unit);
  const offered = SEARCH_RADII_IN[siteUnit];
  const within =
    offered.find((radius) => kilometresOf(radius, siteUnit) >= km) ?? offered[offered.length - 1]!;
  return { ...search, within, withinUnit: siteUnit };
}

/**
 * Whether a job belongs in an alert's digest. The platform's own search ranks and matches as it likes,
 * and the site must not depend on that, so an alert matches by a plain rule of its own: the filters are
 * equal (country code, city, department id, the ad's language code), the work mode, contract and pay
 * filters hold as on the list, a work mode the query names is held as the list's filter, and every other
 * word of the query appears in the job's title, place, department, reference, contract type or country,
 * these last two also in the search's language (job-search-text.ts).
 * A search around a city passes its circle (`aroundCity` over the open jobs), as the list draws it.
 */
export function matchesAlertSearch(
  job: JobSummary,
  search: AlertSearch,
  locale: Locale,
  around?: AroundCity,
): boolean {
  if (!matchesSiteSideFilters(job, search)) return false;
  if (search.country && job.location.countryCode?.toLowerCase() !== search.country) return false;
  if (!inSearchedPlace(job, search, around)) return false;
  if (search.department && job.department?.id !== search.department) return false;
  if (search.language && job.language?.toLowerCase() !== search.language) return false;
  if (!search.q) return true;
  const haystack = foldedJobSearchText(job, locale);
  const hasEvery = (q: string) => searchWords(fold(q)).every((word) => haystack.includes(word));
  if (hasEvery(search.q)) return true;
  // Or a work mode its words name, held as the list's filter, as the list offers it (suggested-search.ts);
  // tried second, so a title that says "Remote" or "Hybrid" still matches by its words.
  const named = search.workMode ? undefined : filterNamedInQuery(search.q, workModeNames(locale));
  return !!named && job.location.workMode === named.value && hasEvery(named.rest);
}

/** A work mode by the alert's language's word or the English ones ("Télétravail", "work from home"). */
const workModeNames = (locale: Locale): FilterName<WorkMode>[] => [
  ...workModes.map((mode): FilterName<WorkMode> => [placeWords(locale)(mode), mode]),
  ...workModeWords(),
];

/**
 * The jobs among `candidates` an alert's search finds, as the list shows them: around a city, the city's
 * first and then the nearest, each saying how far, the circle drawn over every open job (`open`).
 */
export function jobsFoundBy(
  search: AlertSearch,
  open: readonly JobSummary[],
  unit: DistanceUnit,
  locale: Locale,
  candidates: readonly JobSummary[] = open,
): JobSummary[] {
  const around = aroundCity(search, open, unit);
  const matching = candidates.filter((job) => matchesAlertSearch(job, search, locale, around));
  return around ? jobsAround(matching, around) : matching;
}

/** The words a description is made of, in the reader's language (the `alerts` namespace). */
export type SearchWords = {
  locale: string;
  /** The typed query, quoted as the language quotes. */
  query: (q: string) => string;
  oneDepartment: string;
  /** A city and the distance around it, in the alert's unit (the site's when it kept none). */
  near: (city: string, within: number, unit?: DistanceUnit) => string;
  workMode: (mode: WorkMode) => string;
  employmentType: (type: EmploymentTypeFilter) => string;
  /** Ads written in a language (ISO 639-1). */
  adLanguage: (code: string) => string;
  /** Pay in a currency, from a yearly minimum when there is one. */
  pay: (currency: string, minPay?: number) => string;
  everything: string;
  /** Between the parts: a comma, as the language writes it. */
  separator: string;
};

/**
 * The search in words for the site's pages ("“robot”, Munich, Germany, Engineering"). Never for mail:
 * the query is whatever was typed, and mail must not quote it to an address that may not be the typist's.
 */
export function describeAlertSearch(
  search: AlertSearch,
  words: SearchWords,
  departmentLabel?: string,
): string {
  const parts = [
    search.q ? words.query(search.q) : null,
    search.city && search.within
      ? words.near(search.city, search.within, search.withinUnit)
      : (search.city ?? null),
    search.country ? countryName(search.country, words.locale) : null,
    search.department ? (departmentLabel ?? words.oneDepartment) : null,
    search.language ? words.adLanguage(search.language) : null,
    search.workMode ? words.workMode(search.workMode) : null,
    search.employmentType ? words.employmentType(search.employmentType) : null,
    search.payCurrency ? words.pay(search.payCurrency, search.minPay) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(words.separator) : words.everything;
}
