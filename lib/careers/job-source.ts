import type { PlatformClient } from '../platform/client/platform-client';
import type { ApplicationForm } from './application-form';
import { configurationToForm } from './configuration-to-form';
import type {
  ApplicationFormResult,
  FacetsResult,
  JobDetail,
  JobFacets,
  JobListResult,
  JobResult,
  JobSummary,
  OpenJobsResult,
  WorkMode,
} from './job';
import { employmentTypeFilters, workModes } from './job';
import { baseLanguage, hasAdVersions, oneVersionPerJob } from './ad-versions';
import { inScope, NO_SCOPE, scopedQuery, type PostingsScope, type ScopedQuery } from './postings-scope';
import {
  hasSiteSideFilters,
  JOBS_PAGE_SIZE,
  jobSearchKey,
  searchesAroundCity,
  type JobSearch,
} from './job-search';
import { aroundCity, cityCentre, jobsAround } from './near/around-city';
import type { DistanceUnit } from './near/distance-unit';
import { matchesSiteSideFilters } from './pay-filter';
import { toJobDetail, toJobSummary, type PostingReading } from './posting-to-job';
import { createSwrCache, type SwrCache, type SwrCacheOptions } from './swr-cache';
import { copiesForOutage, type KeptCopyStore } from './kept-copies';
import { POSTING_UUID } from './posting-id';
import { oncePerCopy } from './once-per-copy';

export type JobSourceOptions = {
  client: PlatformClient;
  /** "A change on the platform shows within 60 s." */
  ttlMs?: number;
  /** How long one load may take (queueing for the pacer and retries included) before the page gives up. */
  timeoutMs?: number;
  now?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Makes each named cache; the cluster passes one kept in Redis so all instances share it. */
  cache?: <T>(name: string, options: SwrCacheOptions) => SwrCache<T>;
  /** How postings are read (the pay custom field). */
  reading?: PostingReading;
  /** Which of the account's postings this site shows (SITE_POSTINGS_FILTER). */
  scope?: PostingsScope;
  /** The unit a search's distance around a city is in (SITE_DISTANCE_UNIT). */
  distanceUnit?: DistanceUnit;
  /** Where what is kept for an outage lasts over a restart (the site database). */
  keptCopies?: KeptCopyStore;
};

const unavailable = { status: 'unavailable' } as const;

/**
 * How long a posting, its form and the open postings last seen are kept for an outage: served only when
 * the platform fails, so a candidate who spent an hour on the form can still send it (and, without
 * JavaScript, see the answer page) while it is down. Searches are not kept: anyone can invent them.
 */
const KEPT_FOR_OUTAGE_MS = 24 * 60 * 60_000;

/**
 * The shape of the copies kept in the site database (JobDetail, ApplicationForm, JobSummary[]): one more
 * whenever one of them changes, so a release never reads a copy the release before wrote in another.
 */
const KEPT_COPY_SHAPE = 1;

type ListPage = { jobs: JobSummary[]; total: number };

/** The site's read access to postings: mapped into the site's types, cached stale-while-revalidate. */
export function createJobSource(options: JobSourceOptions) {
  const { client, reading = {}, scope = NO_SCOPE, distanceUnit = 'km' } = options;
  const toSummary = (posting: Parameters<typeof toJobSummary>[0]) => toJobSummary(posting, 'en', reading);
  const ttlMs = options.ttlMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const log = options.log ?? console;
  const cacheOptions = { ttlMs, now: options.now };
  const cache =
    options.cache ?? (<T>(_name: string, cacheOptions: SwrCacheOptions) => createSwrCache<T>(cacheOptions));
  const pages = cache<ListPage>('job-pages', { ...cacheOptions, maxEntries: 500 });
  // "Not found" is not kept: any made-up posting id would otherwise stay a day.
  const keptForOutage = { outageMs: KEPT_FOR_OUTAGE_MS, keptForOutage: (value: unknown) => value !== null };
  // What the caches keep for an outage is copied where a restart does not lose it (the site database).
  const copies =
    options.keptCopies &&
    copiesForOutage({
      store: options.keptCopies,
      outageMs: KEPT_FOR_OUTAGE_MS,
      retryMs: ttlMs,
      kept: keptForOutage.keptForOutage,
      now: options.now,
      log,
    });
  /** A cache whose values are kept for an outage. */
  const keptCache = <T>(name: string, maxEntries: number): Pick<SwrCache<T>, 'get'> => {
    const cached = cache<T>(name, { ...cacheOptions, ...keptForOutage, maxEntries });
    if (!copies) return cached;
    // Named with the shape of what is copied: a release that changes it does not read the last one's.
    const copyName = `${name}@${KEPT_COPY_SHAPE}`;
    return {
      get: async (key, load) => {
        const recent = copies.recent<T>(copyName, key);
        const loadSaving = copies.saving(copyName, key, load);
        if (recent) {
          // Failed just before: the copy now, the platform asked again behind it now and then.
          if (recent.retry)
            cached.get(key, loadSaving).then(
              () => copies.answeredAgain(copyName, key),
              () => {},
            );
          return recent.value;
        }
        try {
          return await cached.get(key, loadSaving);
        } catch (failure) {
          return copies.instead<T>(copyName, key, failure);
        }
      },
    };
  };
  const catalog = keptCache<JobSummary[]>('job-catalog', 1);
  const jobs = keptCache<JobDetail | null>('job', 2_000);
  // As many as postings: a page view can keep two (the form in English and in the page's language).
  const forms = keptCache<ApplicationForm | null>('job-form', 2_000);
  const facetsOf = oncePerCopy(facetsFor);

  /** A load with its own deadline (shared by every caller waiting on it), logged once when it fails. */
  const loader =
    <T>(what: string, load: (signal: AbortSignal) => Promise<T>) =>
    async () => {
      try {
        return await load(AbortSignal.timeout(timeoutMs));
      } catch (error) {
        log.error(`[careers] loading ${what} failed: ${(error as Error).message}`);
        throw error;
      }
    };

  async function listOpenJobs(): Promise<OpenJobsResult> {
    try {
      const all = await catalog.get(
        'all',
        loader('every open posting', (signal) => fetchOpenJobs(client, signal, reading, scope)),
      );
      return { status: 'ok', jobs: all };
    } catch {
      return unavailable;
    }
  }

  /** The platform's own page of a search. */
  const platformPage = (search: JobSearch, query: ScopedQuery) =>
    pages.get(
      jobSearchKey(search),
      loader('the job list', async (signal) => {
        const offset = (search.page - 1) * JOBS_PAGE_SIZE;
        const page = await client.listPostings({ ...query, limit: JOBS_PAGE_SIZE, offset }, signal);
        return { jobs: page.content.map(toSummary), total: page.totalFound };
      }),
    );

  /**
   * A search paged here, over every match in the platform's order: for the filters the platform does not
   * have, and to list a job advertised in several languages once (`versioned`). `open` is every open
   * posting, when it could be loaded: what an unsearched versioned list is, and where a city lies.
   */
  const pagedHere = (search: JobSearch, query: ScopedQuery, locale: string, open?: JobSummary[]) => {
    const versionsIn = open && isVersioned(open) ? open : undefined;
    return pages.get(
      versionsIn ? `${jobSearchKey(search)}|${locale}` : jobSearchKey(search),
      loader('the job list', async (signal) => {
        // Around a city the platform is not asked for the city (findJobs).
        const searched = Boolean(
          search.q ||
          search.country ||
          (search.city && !searchesAroundCity(search)) ||
          search.department ||
          search.language,
        );
        // Nothing for the platform to narrow: every open posting, in its order, is the answer, and is
        // already at hand (the work-mode, pay and around-a-city filters then ask the platform nothing).
        const matching: JobSummary[] = [];
        if (open && !searched) matching.push(...open);
        else
          for await (const page of client.postingPages(query, signal)) matching.push(...page.map(toSummary));
        const filtered = matching.filter((job) => matchesSiteSideFilters(job, search));
        const around = aroundCity(search, open ?? matching, distanceUnit);
        const kept = around ? jobsAround(filtered, around) : filtered;
        const shown = versionsIn ? oneVersionPerJob(kept, locale) : kept;
        const offset = (search.page - 1) * JOBS_PAGE_SIZE;
        return { jobs: shown.slice(offset, offset + JOBS_PAGE_SIZE), total: shown.length };
      }),
    );
  };

  /** Whether the last look at every open posting found a job in several languages. */
  let versionedLastSeen = false;
  // Asked on every list render: worked out once per copy of the open postings, as the facets are.
  const isVersioned = oncePerCopy(hasAdVersions);

  async function findJobs(search: JobSearch, locale: string): Promise<ListPage> {
    const query = scopedQuery(scope, {
      q: search.q,
      country: search.country,
      // Around a city, the platform is asked for every place and the site keeps those within reach.
      city: searchesAroundCity(search) ? undefined : search.city,
      department: search.department,
      language: search.language,
    });
    // A country or team this site does not advertise for: nothing to ask the platform.
    if (!query) return { jobs: [], total: 0 };
    // The platform's page is asked for alongside every open posting (unless the list was last paged
    // here), so a slow or failing walk adds nothing to the page's own wait.
    const plain = hasSiteSideFilters(search) || versionedLastSeen ? undefined : platformPage(search, query);
    plain?.catch(() => {});
    const open = await listOpenJobs();
    if (open.status === 'ok') versionedLastSeen = isVersioned(open.jobs);
    // A job's ads can sit on different platform pages: when any job has several, the list is paged here.
    if (open.status === 'ok' && versionedLastSeen) return pagedHere(search, query, locale, open.jobs);
    return plain ?? pagedHere(search, query, locale, open.status === 'ok' ? open.jobs : undefined);
  }

  return {
    /**
     * One page of open jobs matching the search, as the platform ranks them. A job advertised in several
     * languages is listed once, in `locale` when it has an ad in it (ad-versions.ts).
     */
    async listJobs(search: JobSearch, locale = 'en'): Promise<JobListResult> {
      try {
        const { jobs: found, total } = await findJobs(search, locale);
        return {
          status: 'ok',
          jobs: found,
          total,
          page: search.page,
          pageCount: Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)),
          pageSize: JOBS_PAGE_SIZE,
        };
      } catch {
        return unavailable;
      }
    },

    listOpenJobs,

    /** Countries, cities and departments that have open jobs, for the list's filters. */
    async getFacets(): Promise<FacetsResult> {
      const result = await listOpenJobs();
      if (result.status !== 'ok') return result;
      return { status: 'ok', facets: facetsOf(result.jobs) };
    },

    /** A posting by its uuid; unpublished ones come back with `open: false`. */
    async getJob(postingId: string): Promise<JobResult> {
      if (!POSTING_UUID.test(postingId)) return { status: 'not_found' };
      const id = postingId.toLowerCase();
      try {
        const job = await jobs.get(
          id,
          loader(`posting ${id}`, async (signal) => {
            const posting = await client.getPosting(id, signal);
            // Another brand's or unit's posting is not this site's to show, nor to apply to.
            return posting && inScope(posting, scope) ? toJobDetail(posting, 'en', reading) : null;
          }),
        );
        return job ? { status: 'ok', job } : { status: 'not_found' };
      } catch {
        return unavailable;
      }
    },

    /** The posting's application form; labels in `language` when the platform has them. */
    async getApplicationForm(
      postingId: string,
      { language }: { language?: string } = {},
    ): Promise<ApplicationFormResult> {
      if (!POSTING_UUID.test(postingId)) return { status: 'not_found' };
      const id = postingId.toLowerCase();
      try {
        const form = await forms.get(
          `${id}|${language ?? ''}`,
          loader(`the configuration of posting ${id}`, async (signal) => {
            const configuration = await client.getConfiguration(id, { language, signal });
            if (!configuration) return null;
            const { form: mapped, problems } = configurationToForm(id, configuration);
            // Problems name questions and fields of the configuration, never a candidate's data.
            if (problems.length > 0)
              log.warn(`[careers] posting ${id}: configuration problems: ${problems.join('; ')}`);
            return mapped;
          }),
        );
        return form ? { status: 'ok', form } : { status: 'not_found' };
      } catch {
        return unavailable;
      }
    },
  };
}

export type JobSource = ReturnType<typeof createJobSource>;

/** Every open posting, walked page by page from the platform, uncached. */
export async function fetchOpenJobs(
  client: PlatformClient,
  signal?: AbortSignal,
  reading: PostingReading = {},
  scope: PostingsScope = NO_SCOPE,
): Promise<JobSummary[]> {
  const found: JobSummary[] = [];
  for await (const page of client.postingPages(scopedQuery(scope, {}) ?? {}, signal))
    found.push(...page.map((posting) => toJobSummary(posting, 'en', reading)));
  return found.filter((job) => job.open);
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');

function facetsFor(jobs: JobSummary[]): JobFacets {
  const countries = new Map<string, string>();
  const cities = new Map<string, string>();
  const departments = new Map<string, string>();
  const payCurrencies = new Map<string, number>();
  const modes = new Set<WorkMode>();
  const contracts = new Set<string>();
  const languages = new Set<string>();
  for (const { location, department, pay, language, employmentType } of jobs) {
    if (employmentType) contracts.add(employmentType.schemaOrg);
    // As the platform writes it ("de", "pt-br"): that is what its language filter takes.
    if (language && baseLanguage(language)) languages.add(language.toLowerCase());
    if (pay) payCurrencies.set(pay.currency, (payCurrencies.get(pay.currency) ?? 0) + 1);
    if (location.workMode) modes.add(location.workMode);
    if (location.countryCode && location.country)
      countries.set(location.countryCode.toLowerCase(), location.country);
    if (location.city) cities.set(location.city.toLowerCase(), location.city);
    if (department) departments.set(department.id, department.label);
  }
  return {
    countries: [...countries].map(([code, label]) => ({ code, label })).sort(byLabel),
    cities: [...cities.values()].map((city) => ({ value: city, label: city })).sort(byLabel),
    departments: [...departments].map(([id, label]) => ({ id, label })).sort(byLabel),
    // The most used currency first: the likeliest choice.
    payCurrencies: [...payCurrencies]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .map(([code]) => code),
    workModes: workModes.filter((mode) => modes.has(mode)),
    employmentTypes: employmentTypeFilters.filter((type) => contracts.has(type)),
    languages: [...languages].sort(),
    placedCities: [...cities.values()].flatMap((city) => {
      const { country, centre } = cityCentre(jobs, city);
      return centre ? [{ city, ...(country ? { country } : {}), centre }] : [];
    }),
  };
}
