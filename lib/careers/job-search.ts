import { z } from 'zod';
import { employmentTypeFilters, workModes, type EmploymentTypeFilter, type WorkMode } from './job';
import { SEARCH_RADII, type SearchRadius } from './near/distance-unit';
import { withoutControls } from '@/lib/without-controls';

export const JOBS_PAGE_SIZE = 10;
/** The platform refuses offsets past 100,000. */
const MAX_PAGE = Math.floor(100_000 / JOBS_PAGE_SIZE) + 1;

export type JobSearch = {
  q?: string;
  /** ISO 3166-1 alpha-2, lower case, as the platform filters by it. */
  country?: string;
  city?: string;
  /** With `city`: kilometres around it (near/around-city.ts). */
  within?: SearchRadius;
  department?: string;
  /** The ad language's code as the platform writes it, lower case: the platform's `language` filter. */
  language?: string;
  /** The filters below are applied by the site: the platform's list has no parameter for them. */
  workMode?: WorkMode;
  /** schema.org's word for the contract, as the site maps the platform's `typeOfEmployment`. */
  employmentType?: EmploymentTypeFilter;
  /** ISO 4217, upper case: only jobs that state pay in this currency. */
  payCurrency?: string;
  /** With `payCurrency`: the top of the job's range, per year, at least this (see pay-filter.ts). */
  minPay?: number;
  page: number;
};

type RawParams = Record<string, string | string[] | undefined>;

const text = (max: number) =>
  z
    .string()
    .transform((value) => withoutControls(value).trim().replace(/\s+/g, ' ').slice(0, max) || undefined)
    .optional()
    .catch(undefined);

/** A code compared in lower case; anything else is dropped. */
const code = (pattern: RegExp) => z.string().trim().toLowerCase().regex(pattern).optional().catch(undefined);

// A hand-edited or stale URL should show results, not an error: bad values are dropped.
const jobSearchSchema = z.object({
  q: text(200),
  country: code(/^[a-z]{2}$/),
  city: text(100),
  within: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .refine((distance): distance is SearchRadius => (SEARCH_RADII as readonly number[]).includes(distance))
    .optional()
    .catch(undefined),
  department: text(100),
  // As the platform writes it: "de", and the documented exceptions such as "pt-br".
  language: code(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/),
  workMode: z.enum(workModes).optional().catch(undefined),
  // Written in lower case in the address (`full_time`), as the other filters are.
  employmentType: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(employmentTypeFilters))
    .optional()
    .catch(undefined),
  payCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .catch(undefined),
  // An empty box is no filter; thousands separators a person types are ignored.
  minPay: z
    .string()
    .transform((value) => value.replace(/[\s,.'\u00a0\u202f]/g, '') || undefined)
    .pipe(z.coerce.number<string | undefined>().int().min(1).max(100_000_000).optional())
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
});

/** The job list's query from the URL; the first value wins when a parameter repeats. */
export function parseJobSearch(params: RawParams): JobSearch {
  const first = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = jobSearchSchema.parse(first);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as JobSearch;
}

/**
 * How many filters besides the words are set, a minimum pay without its currency included (it filters
 * nothing yet, but the form must show it and its hint): the search form opens its filters when any is.
 */
export const setFilterCount = (search: JobSearch) =>
  [
    search.country,
    search.city,
    search.within,
    search.department,
    search.language,
    search.workMode,
    search.employmentType,
    search.payCurrency,
    search.minPay,
  ].filter(Boolean).length;

export const hasFilters = (search: JobSearch) =>
  Boolean(
    search.q ||
    search.country ||
    search.city ||
    search.department ||
    search.language ||
    hasSiteSideFilters(search),
  );

/** Filters the platform cannot apply, so the site walks the whole matching list itself. */
export const hasSiteSideFilters = (search: JobSearch) =>
  Boolean(search.workMode || search.employmentType || search.payCurrency || searchesAroundCity(search));

/** A distance counts only with a city to measure it from; alone it filters nothing (the form says so). */
export const searchesAroundCity = (search: Pick<JobSearch, 'city' | 'within'>) =>
  Boolean(search.city && search.within);

/**
 * The list's URL for a search, leaving out empty values and page 1; `carried` pairs (the embed's theme and
 * tracking) follow the search.
 */
export function jobSearchHref(
  search: Partial<JobSearch>,
  path = '/',
  carried: readonly [string, string][] = [],
): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'country', 'city', 'department', 'language', 'workMode', 'payCurrency'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.employmentType) params.set('employmentType', search.employmentType.toLowerCase());
  if (search.city && search.within) params.set('within', String(search.within));
  if (search.payCurrency && search.minPay) params.set('minPay', String(search.minPay));
  if (search.page && search.page > 1) params.set('page', String(search.page));
  for (const [key, value] of carried) params.append(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A stable cache key: the same search always gives the same key. */
export function jobSearchKey(search: JobSearch): string {
  return JSON.stringify([
    search.q ?? '',
    search.country ?? '',
    search.city ?? '',
    search.city ? (search.within ?? 0) : 0,
    search.department ?? '',
    search.language ?? '',
    search.workMode ?? '',
    search.employmentType ?? '',
    search.payCurrency ?? '',
    search.minPay ?? 0,
    search.page,
  ]);
}
