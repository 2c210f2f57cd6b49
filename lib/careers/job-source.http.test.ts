import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor, control, platformCounts } from '../platform/client/test-support/client-for';
import type { RunningPlatform } from '../platform/server/server';
import { startTestPlatform } from '../platform/server/test-support/test-platform';
import { openSiteDatabase } from '@/lib/db/connection';
import { keptCopies as keptCopiesTable } from '@/lib/db/schema';
import type { JobDetail } from './job';
import { createJobSource } from './job-source';
import { createSwrCache, type SwrCacheOptions } from './swr-cache';
import { databaseKeptCopies } from './kept-copies';
import { parsePostingsScope } from './postings-scope';

const HOSTILE = 'a0201858-a781-49df-af8f-bd8ac2caed49';
const UNPUBLISHED = '2a3bed14-0910-457f-afb1-4a115f9f0c1a';
const LIST = 'GET /v1/companies/:companyId/postings';
const ONE = 'GET /v1/companies/:companyId/postings/:postingId';
const CONFIGURATION = 'GET /postings/:uuid/configuration';

let platform: RunningPlatform;
let time = 1_000_000;
const now = () => time;
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  await control(platform.url, 'DELETE', '/_emulator/counters');
});

const sourceFor = (url = platform.url, log = quietLog()) =>
  createJobSource({ client: clientFor(url), now, log, timeoutMs: 5_000, reading: { payField: 'salary' } });

describe('job list', () => {
  it('pages through the open postings ten at a time, mapped into the site types', async () => {
    const source = sourceFor();
    const first = await source.listJobs({ page: 1 });
    const third = await source.listJobs({ page: 3 });
    if (first.status !== 'ok' || third.status !== 'ok') throw new Error('unavailable');
    expect(first).toMatchObject({ total: 26, pageCount: 3, pageSize: 10 });
    expect(first.jobs).toHaveLength(10);
    expect(third.jobs).toHaveLength(6);
    const job = first.jobs[0]!;
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(job.location.text).toMatch(/, /);
    expect(job.location.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(job.open).toBe(true);
  });

  it('narrows by search text and filters', async () => {
    const source = sourceFor();
    const warsaw = await source.listJobs({ country: 'pl', page: 1 });
    const sales = await source.listJobs({ department: 'sales', city: 'Berlin', page: 1 });
    const none = await source.listJobs({ q: 'no such job anywhere', page: 1 });
    expect(warsaw.status === 'ok' && warsaw.jobs.every((j) => j.location.city === 'Warsaw')).toBe(true);
    expect(warsaw.status === 'ok' && warsaw.total).toBe(5);
    expect(sales.status === 'ok' && sales.jobs.map((j) => j.department?.id)).toEqual(['sales', 'sales']);
    expect(none).toMatchObject({ status: 'ok', total: 0, jobs: [], pageCount: 1 });
  });

  it('asks the platform once for many concurrent page views, and again only after the ttl', async () => {
    const source = sourceFor();
    await Promise.all(Array.from({ length: 100 }, () => source.listJobs({ page: 1 })));
    // Every open posting (one request, which the list's filters need anyway: it tells whether any job is
    // advertised in several languages), then the page.
    expect((await platformCounts(platform.url, LIST)).requests).toBe(2);
    time += 59_000;
    await source.listJobs({ page: 1 });
    expect((await platformCounts(platform.url, LIST)).requests).toBe(2);
    time += 1_000;
    await source.listJobs({ page: 1 });
    await vi.waitFor(async () => expect((await platformCounts(platform.url, LIST)).requests).toBe(4));
  });

  it('asks for the page alongside the walk of every open posting, not after it', async () => {
    const client = clientFor(platform.url);
    let release = () => {};
    const walked = new Promise<void>((resolve) => (release = resolve));
    // The walk (every open posting: ads in several languages, the filters) holds until released.
    const slowWalk = Object.assign(Object.create(client) as typeof client, {
      async *postingPages(...args: Parameters<typeof client.postingPages>) {
        await walked;
        yield* client.postingPages(...args);
      },
    });
    const source = createJobSource({ client: slowWalk, now, log: quietLog(), timeoutMs: 5_000 });
    const listing = source.listJobs({ page: 1 });
    // The page is asked for while the walk still waits: a slow walk does not add to the page's wait.
    await vi.waitFor(async () => expect((await platformCounts(platform.url, LIST)).requests).toBe(1), {
      timeout: 5_000,
    });
    release();
    expect(await listing).toMatchObject({ status: 'ok', total: 26 });
    expect((await platformCounts(platform.url, LIST)).requests).toBe(2);
  });

  it('derives facets from every open posting', async () => {
    const source = sourceFor();
    const result = await source.getFacets();
    if (result.status !== 'ok') throw new Error('unavailable');
    expect(result.facets.countries.map((c) => c.code)).toEqual(['de', 'nl', 'pl', 'pt', 'gb', 'us']);
    expect(result.facets.cities).toHaveLength(8);
    // The remote hub (Lisbon) has no coordinates in the seed: only the seven other cities are placed.
    expect(result.facets.placedCities.map((place) => place.city).sort()).toEqual([
      'Amsterdam',
      'Austin',
      'Berlin',
      'London',
      'Munich',
      'Potsdam',
      'Warsaw',
    ]);
    expect(result.facets.placedCities.find((place) => place.city === 'Potsdam')).toEqual({
      city: 'Potsdam',
      country: 'de',
      centre: { latitude: 52.3906, longitude: 13.0645 },
    });
    expect(result.facets.departments.map((d) => d.id)).toEqual([
      'customer-success',
      'engineering',
      'marketing',
      'operations',
      'sales',
    ]);
    expect(result.facets.payCurrencies).toEqual(['EUR', 'PLN', 'USD', 'GBP']);
    expect(result.facets.workModes).toEqual(['remote', 'hybrid', 'onsite']);
    expect(result.facets.employmentTypes).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']);
    const open = await source.listOpenJobs();
    expect(open.status === 'ok' && open.jobs).toHaveLength(26);
  });

  it('keeps to the ads written in one language, and offers the languages there are', async () => {
    const source = sourceFor();
    const german = await source.listJobs({ language: 'de', page: 1 });
    expect(german.status === 'ok' && german.jobs.map((job) => job.title)).toEqual([
      expect.stringMatching(/\(m\/w\/d\)$/),
      expect.stringMatching(/\(m\/w\/d\)$/),
    ]);
    expect(german.status === 'ok' && german.jobs.every((job) => job.language === 'de')).toBe(true);
    const facets = await source.getFacets();
    expect(facets.status === 'ok' && facets.facets.languages).toEqual(['de', 'en']);
  });

  // Last in this group: its many list calls use up the anonymous per-second budget the tests above count.
  it('filters by work mode, pay and contract type itself, over the platform’s whole answer, paging what is left', async () => {
    const source = sourceFor();
    const remote = await source.listJobs({ workMode: 'remote', page: 1 });
    if (remote.status !== 'ok') throw new Error('unavailable');
    expect(remote.jobs.map((j) => j.title)).toEqual([
      'Staff Backend Engineer',
      'Content Marketing Specialist',
    ]);
    const onsite = await source.listJobs({ workMode: 'onsite', page: 2 });
    expect(onsite).toMatchObject({ status: 'ok', total: 17, pageCount: 2 });
    expect(onsite.status === 'ok' && onsite.jobs.every((j) => j.location.workMode === 'onsite')).toBe(true);
    // Combined with a platform filter: hybrid jobs in Germany are the Munich ones.
    const hybridDe = await source.listJobs({ workMode: 'hybrid', country: 'de', page: 1 });
    expect(hybridDe.status === 'ok' && hybridDe.jobs.every((j) => j.location.city === 'Munich')).toBe(true);
    const pounds = await source.listJobs({ payCurrency: 'GBP', page: 1 });
    expect(pounds.status === 'ok' && pounds.jobs.map((j) => j.pay)).toEqual([
      { currency: 'GBP', min: 72000, max: 90000, period: 'YEAR' },
      { currency: 'GBP', min: 72000, max: 90000, period: 'YEAR' },
    ]);
    // Yearly from 100,000 EUR: the 80,000–100,000 jobs reach it, the hourly and monthly EUR jobs do not.
    const rich = await source.listJobs({ payCurrency: 'EUR', minPay: 100_000, page: 1 });
    expect(rich.status === 'ok' && rich.total).toBe(5);
    expect(rich.status === 'ok' && rich.jobs.every((j) => j.pay?.max === 100_000)).toBe(true);
    // The contract type, as the site reads the platform's typeOfEmployment.
    const interns = await source.listJobs({ employmentType: 'INTERN', page: 1 });
    expect(interns.status === 'ok' && interns.jobs.map((j) => j.title).sort()).toEqual([
      'Engineering Intern, Motion Planning',
      'Finance Operations Intern',
    ]);
  });

  it('answers the filters only the site applies from every open posting, asking the platform nothing more', async () => {
    const source = sourceFor();
    const open = await source.listOpenJobs();
    const walked = (await platformCounts(platform.url, LIST)).requests;
    const remote = await source.listJobs({ workMode: 'remote', page: 1 });
    const euros = await source.listJobs({ payCurrency: 'EUR', page: 2 });
    const around = await source.listJobs({ city: 'Berlin', within: 100, page: 1 });
    expect(open.status === 'ok' && open.jobs).toHaveLength(26);
    expect([remote, euros, around].map((result) => result.status)).toEqual(['ok', 'ok', 'ok']);
    expect((await platformCounts(platform.url, LIST)).requests).toBe(walked);
    // With a word or a platform filter, the platform narrows: it is asked.
    await source.listJobs({ workMode: 'remote', q: 'engineer', page: 1 });
    expect((await platformCounts(platform.url, LIST)).requests).toBeGreaterThan(walked);
  });

  it('searches around a city with the platform’s coordinates: the city first, then the nearest', async () => {
    const source = sourceFor();
    const berlin = await source.listJobs({ city: 'Berlin', page: 1 });
    const around = await source.listJobs({ city: 'Berlin', within: 50, page: 1 });
    if (berlin.status !== 'ok' || around.status !== 'ok') throw new Error('unavailable');
    // Potsdam is about 27 km from Berlin; Munich and Warsaw are hundreds of kilometres away.
    expect(around.total).toBe(berlin.total + 1);
    expect(around.jobs.slice(0, berlin.total).map((j) => j.id)).toEqual(berlin.jobs.map((j) => j.id));
    expect(around.jobs[berlin.total]).toMatchObject({
      title: 'People Partner',
      location: { city: 'Potsdam' },
      distance: { value: 27, unit: 'km', from: 'Berlin' },
    });
    // Too close for Potsdam, and combined with the platform's own filters.
    const near = await source.listJobs({ city: 'Berlin', within: 10, page: 1 });
    expect(near.status === 'ok' && near.total).toBe(berlin.total);
    const operations = await source.listJobs({
      city: 'Berlin',
      within: 50,
      department: 'operations',
      page: 1,
    });
    expect(operations.status === 'ok' && operations.jobs.map((j) => j.title)).toEqual(['People Partner']);
  });

  it('on a site that states distances in miles, searches and says them in miles', async () => {
    const miles = createJobSource({
      client: clientFor(platform.url),
      now,
      log: quietLog(),
      distanceUnit: 'mi',
    });
    const berlin = await miles.listJobs({ city: 'Berlin', page: 1 });
    // 10 mi is 16 km: Potsdam (27 km) is out; 25 mi (40 km) takes it in, 17 mi away.
    const ten = await miles.listJobs({ city: 'Berlin', within: 10, page: 1 });
    const twentyFive = await miles.listJobs({ city: 'Berlin', within: 25, page: 1 });
    if (berlin.status !== 'ok' || ten.status !== 'ok' || twentyFive.status !== 'ok')
      throw new Error('unavailable');
    expect(ten.total).toBe(berlin.total);
    expect(twentyFive.total).toBe(berlin.total + 1);
    expect(twentyFive.jobs[berlin.total]).toMatchObject({
      location: { city: 'Potsdam' },
      distance: { value: 17, unit: 'mi', from: 'Berlin' },
    });
  });
});

describe('one posting', () => {
  it('makes the hostile ad inert', async () => {
    const result = await sourceFor().getJob(HOSTILE);
    if (result.status !== 'ok') throw new Error(result.status);
    const html = result.job.sections.map((s) => s.html).join('');
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(html).toContain('Ask the team');
    expect(result.job.sections.map((s) => s.key)).toEqual([
      'companyDescription',
      'jobDescription',
      'qualifications',
      'additionalInformation',
    ]);
    expect(result.job.employmentType).toEqual({ label: 'Full-time', schemaOrg: 'FULL_TIME' });
  });

  it('tells an unpublished posting from an unknown one, and skips the platform for malformed ids', async () => {
    const source = sourceFor();
    expect(await source.getJob(UNPUBLISHED)).toMatchObject({ status: 'ok', job: { open: false } });
    expect(await source.getJob('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'not_found' });
    expect(await source.getJob('../../etc/passwd')).toEqual({ status: 'not_found' });
    expect((await platformCounts(platform.url, ONE)).requests).toBe(2);
  });

  it('maps the application form once per ttl', async () => {
    const source = sourceFor();
    const [a, b] = await Promise.all([
      source.getApplicationForm(HOSTILE),
      source.getApplicationForm(HOSTILE),
    ]);
    expect(a).toMatchObject({ status: 'ok', form: { postingId: HOSTILE } });
    expect(b).toEqual(a);
    expect((await platformCounts(platform.url, CONFIGURATION)).requests).toBe(1);
    expect(await source.getApplicationForm('00000000-0000-4000-8000-000000000000')).toEqual({
      status: 'not_found',
    });
  });
});

describe('a site for one of the account’s brands (SITE_POSTINGS_FILTER)', () => {
  it('lists, counts and opens only that brand’s postings', async () => {
    // The seed's operations jobs carry the brand "acme-field"; every other job "acme-robotics".
    const scope = parsePostingsScope('custom_field.brand=acme-field');
    const source = createJobSource({ client: clientFor(platform.url), now, log: quietLog(), scope });
    const list = await source.listJobs({ page: 1 });
    if (list.status !== 'ok') throw new Error('unavailable');
    expect(list.total).toBe(5);
    expect(new Set(list.jobs.map((job) => job.department?.id))).toEqual(new Set(['operations']));
    const facets = await source.getFacets();
    expect(facets.status === 'ok' && facets.facets.departments.map((d) => d.id)).toEqual(['operations']);
    // Another brand's posting is unknown here, even by its address; this brand's opens as usual.
    expect(await source.getJob(HOSTILE)).toEqual({ status: 'not_found' });
    expect(await source.getJob(list.jobs[0]!.id)).toMatchObject({ status: 'ok', job: { open: true } });
    // Another team than the brand's: the platform finds nothing.
    expect(await source.listJobs({ department: 'engineering', page: 1 })).toMatchObject({
      total: 0,
      jobs: [],
    });
    // Another team than a site for one team's: nothing, without asking the platform.
    const team = createJobSource({
      client: clientFor(platform.url),
      now,
      log: quietLog(),
      scope: parsePostingsScope('department=operations'),
    });
    await control(platform.url, 'DELETE', '/_emulator/counters');
    expect(await team.listJobs({ department: 'engineering', page: 1 })).toMatchObject({ total: 0, jobs: [] });
    expect((await platformCounts(platform.url, LIST)).requests).toBe(0);
  });
});

describe('platform unavailable', () => {
  it('gives a typed result, not an exception, and logs what failed', async () => {
    const log = quietLog();
    const source = createJobSource({
      client: clientFor('http://127.0.0.1:9', { PLATFORM_SERVICE_TOKEN: 'dev-service-token' }),
      now,
      log,
      timeoutMs: 300,
    });
    expect(await source.listJobs({ page: 1 })).toEqual({ status: 'unavailable' });
    expect(await source.getJob(HOSTILE)).toEqual({ status: 'unavailable' });
    expect(await source.getFacets()).toEqual({ status: 'unavailable' });
    // Each failed load once: every open posting (for the list, then for the facets), the page, the posting.
    expect(log.error).toHaveBeenCalledTimes(4);
  });

  it('keeps serving what it has while the platform fails', async () => {
    const source = sourceFor();
    const before = await source.getJob(HOSTILE);
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
    try {
      time += 61_000;
      expect(await source.getJob(HOSTILE)).toEqual(before);
      // The background refresh reached the platform and failed; the stale posting is still served.
      await vi.waitFor(async () =>
        expect((await platformCounts(platform.url, ONE)).requests).toBeGreaterThan(1),
      );
      expect(await source.getJob(HOSTILE)).toEqual(before);
    } finally {
      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
    }
  });

  it('an hour on, still gives the posting and its form a candidate opened, but only while the platform fails', async () => {
    const source = sourceFor();
    const job = await source.getJob(HOSTILE);
    const form = await source.getApplicationForm(HOSTILE);
    expect(form.status).toBe('ok');
    expect((await source.listOpenJobs()).status).toBe('ok');
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
    try {
      // Far past the minute's ttl and the ten stale minutes: what answers the candidate's send in an outage.
      time += 60 * 60_000;
      expect(await source.getJob(HOSTILE)).toEqual(job);
      expect(await source.getApplicationForm(HOSTILE)).toEqual(form);
      expect((await source.listOpenJobs()).status).toBe('ok');
    } finally {
      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
    }
    // A day on, nothing is kept: the outage answers as one.
    time += 24 * 60 * 60_000;
    await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
    try {
      expect(await source.getJob(HOSTILE)).toEqual({ status: 'unavailable' });
    } finally {
      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
    }
  });

  it('after a restart during an outage, gives what the site database kept of the posting, its form and the list', async () => {
    const database = await openSiteDatabase({ dataDir: 'memory://' });
    try {
      const keptCopies = databaseKeptCopies(async () => database.db);
      // In the outage each load fails at its deadline at the latest: a short one keeps the test short.
      const withCopies = (timeoutMs = 5_000) =>
        createJobSource({ client: clientFor(platform.url), now, log: quietLog(), timeoutMs, keptCopies });
      const before = withCopies();
      const job = await before.getJob(HOSTILE);
      const form = await before.getApplicationForm(HOSTILE, { language: 'de' });
      const open = await before.listOpenJobs();
      expect([job.status, form.status, open.status]).toEqual(['ok', 'ok', 'ok']);
      await vi.waitFor(async () => expect(await database.db.select().from(keptCopiesTable)).toHaveLength(3));

      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
      try {
        time += 2 * 60 * 60_000;
        // A new process: its caches are empty. Without the database's copies the outage is all it has.
        const without = createJobSource({
          client: clientFor(platform.url),
          now,
          log: quietLog(),
          timeoutMs: 500,
        });
        expect(await without.getJob(HOSTILE)).toEqual({ status: 'unavailable' });
        const after = withCopies(500);
        expect(await after.getJob(HOSTILE)).toEqual(job);
        expect(await after.getApplicationForm(HOSTILE, { language: 'de' })).toEqual(form);
        expect(await after.listOpenJobs()).toEqual(open);
        // A day after the platform last gave it, the copy answers no more: serving it did not make it new.
        time += 23 * 60 * 60_000;
        expect(await after.getJob(HOSTILE)).toEqual({ status: 'unavailable' });
      } finally {
        await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
      }
    } finally {
      await database.close();
    }
  });

  it('once a copy has answered, asks the platform again behind it a minute on, not before a caller', async () => {
    const database = await openSiteDatabase({ dataDir: 'memory://' });
    try {
      const keptCopies = databaseKeptCopies(async () => database.db);
      const source = () =>
        createJobSource({
          client: clientFor(platform.url),
          now,
          log: quietLog(),
          timeoutMs: 500,
          keptCopies,
        });
      const job = await source().getJob(HOSTILE);
      await vi.waitFor(async () => expect(await database.db.select().from(keptCopiesTable)).toHaveLength(1));
      const restarted = source();
      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
      try {
        time += 2 * 60 * 60_000;
        expect(await restarted.getJob(HOSTILE)).toEqual(job);
      } finally {
        await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
      }
      const asked = (await platformCounts(platform.url, ONE)).requests;
      // Within the minute: the copy alone, the platform not asked.
      expect(await restarted.getJob(HOSTILE)).toEqual(job);
      expect((await platformCounts(platform.url, ONE)).requests).toBe(asked);
      // A minute on: the copy at once, and the platform asked behind it.
      time += 60_000;
      expect(await restarted.getJob(HOSTILE)).toEqual(job);
      await vi.waitFor(async () =>
        expect((await platformCounts(platform.url, ONE)).requests).toBe(asked + 1),
      );
    } finally {
      await database.close();
    }
  });

  it('once a copy has answered, goes back to the cache when another instance has filled it', async () => {
    const database = await openSiteDatabase({ dataDir: 'memory://' });
    try {
      const keptCopies = databaseKeptCopies(async () => database.db);
      const first = await createJobSource({
        client: clientFor(platform.url),
        now,
        log: quietLog(),
        keptCopies,
      }).getJob(HOSTILE);
      if (first.status !== 'ok') throw new Error('unavailable');
      await vi.waitFor(async () => expect(await database.db.select().from(keptCopiesTable)).toHaveLength(1));
      // The cache shared with other instances (Redis): one of them fills it, this one never loads.
      let filledElsewhere: JobDetail | undefined = undefined;
      const restarted = createJobSource({
        client: clientFor(platform.url),
        now,
        log: quietLog(),
        timeoutMs: 500,
        keptCopies,
        cache: <T>(name: string, options: SwrCacheOptions) => {
          const own = createSwrCache<T>(options);
          return {
            ...own,
            get: (key: string, load: () => Promise<T>) =>
              name === 'job' && filledElsewhere ? Promise.resolve(filledElsewhere as T) : own.get(key, load),
          };
        },
      });
      await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 1 });
      try {
        time += 2 * 60 * 60_000;
        expect(await restarted.getJob(HOSTILE)).toEqual(first);
      } finally {
        await control(platform.url, 'PUT', '/_emulator/faults', { errorRate: 0 });
      }
      filledElsewhere = { ...first.job, title: 'Loaded by another instance' };
      time += 60_000;
      // The copy at once; behind it the cache answers with the other instance's value, which is served next.
      expect(await restarted.getJob(HOSTILE)).toEqual(first);
      await vi.waitFor(async () =>
        expect(await restarted.getJob(HOSTILE)).toEqual({ status: 'ok', job: filledElsewhere }),
      );
    } finally {
      await database.close();
    }
  });
});
