import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from '@/lib/db/connection';
import { campaignVisits, jobViews } from '@/lib/db/schema';
import { flushPageCounts } from './page-counts-flush';
import { countJobView, countLanding, countPageVisit, MAX_KEYS_PER_DAY } from './visit-tally';

let database: SiteDatabase;
const spring = { channel: 'site', source: 'linkedin', medium: 'social', campaign: 'spring' } as const;
const none = { channel: 'site', source: '', medium: '', campaign: '' } as const;
const MONDAY = new Date('2026-11-23T23:59:00Z');
const TUESDAY = new Date('2026-11-24T00:01:00Z');

const table = () =>
  database.db
    .select()
    .from(campaignVisits)
    .orderBy(
      asc(campaignVisits.day),
      asc(campaignVisits.channel),
      asc(campaignVisits.source),
      asc(campaignVisits.campaign),
    );

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('counting landings and job views', () => {
  it('counts per UTC day and campaign, and flushes add to what another flush (or instance) wrote', async () => {
    countLanding(spring, MONDAY);
    countLanding(spring, MONDAY);
    countLanding(none, MONDAY);
    countLanding(spring, TUESDAY);
    expect(await flushPageCounts(database.db)).toBe(4);
    countLanding(spring, TUESDAY);
    expect(await flushPageCounts(database.db)).toBe(1);
    // Nothing counted since: nothing written.
    expect(await flushPageCounts(database.db)).toBe(0);
    expect(await table()).toEqual([
      { day: '2026-11-23', ...none, visits: 1 },
      { day: '2026-11-23', ...spring, visits: 2 },
      { day: '2026-11-24', ...spring, visits: 2 },
    ]);
  });

  it('counts job views per day, channel and posting, written with the landings', async () => {
    const onTheSite = (postingId: string) => ({ postingId, channel: 'site' as const });
    countJobView(onTheSite('posting-a'), MONDAY);
    countJobView(onTheSite('posting-a'), MONDAY);
    countJobView(onTheSite('posting-b'), TUESDAY);
    countJobView({ postingId: 'posting-a', channel: 'embed' }, MONDAY);
    expect(await flushPageCounts(database.db)).toBe(4);
    countJobView(onTheSite('posting-a'), MONDAY);
    expect(await flushPageCounts(database.db)).toBe(1);
    expect(
      await database.db
        .select()
        .from(jobViews)
        .orderBy(asc(jobViews.day), asc(jobViews.postingId), asc(jobViews.channel)),
    ).toEqual([
      { day: '2026-11-23', channel: 'embed', postingId: 'posting-a', views: 1 },
      { day: '2026-11-23', channel: 'site', postingId: 'posting-a', views: 3 },
      { day: '2026-11-24', channel: 'site', postingId: 'posting-b', views: 1 },
    ]);
  });

  it('a visit from another site to a job page is a landing and a view; a move within the site, a view only', async () => {
    const request = (fetchSite: string) => ({
      method: 'GET',
      pathname: '/jobs/posting-c',
      search: '?utm_source=mail',
      framers: [],
      headers: new Headers({ 'user-agent': 'Mozilla/5.0 Firefox/133.0', 'sec-fetch-site': fetchSite }),
    });
    const day = new Date('2026-11-26T09:00:00Z');
    countPageVisit(request('cross-site'), day);
    countPageVisit(request('same-origin'), day);
    expect(await flushPageCounts(database.db)).toBe(3);
    const views = await database.db.select().from(jobViews);
    expect(views.find((row) => row.postingId === 'posting-c')?.views).toBe(2);
    const landings = (await table()).filter((row) => row.day === '2026-11-26');
    expect(landings).toEqual([
      { day: '2026-11-26', channel: 'site', source: 'mail', medium: '', campaign: '', visits: 1 },
    ]);
  });

  it('the embed’s frame, loaded by an employer’s page, is a landing there with the page’s campaign; the same campaign on the site is another row', async () => {
    const framed = (pathname: string, fetchSite: string) => ({
      method: 'GET',
      pathname,
      search: '?origin=https%3A%2F%2Fwww.acme.example&utm_source=mail',
      framers: ['https://www.acme.example'],
      headers: new Headers({
        host: 'careers.acme.example',
        'user-agent': 'Mozilla/5.0 Firefox/133.0',
        'sec-fetch-dest': 'iframe',
        'sec-fetch-site': fetchSite,
        referer: 'https://www.acme.example/jobs',
      }),
    });
    const day = new Date('2026-11-27T09:00:00Z');
    countPageVisit(framed('/embed/jobs', 'cross-site'), day);
    // The reader opens a job inside the frame: a view of it, no second landing.
    countPageVisit(framed('/embed/jobs/posting-d', 'same-origin'), day);
    countLanding({ ...spring, source: 'mail', medium: '', campaign: '' }, day);
    expect(await flushPageCounts(database.db)).toBe(3);
    expect((await table()).filter((row) => row.day === '2026-11-27')).toEqual([
      { day: '2026-11-27', channel: 'embed', source: 'mail', medium: '', campaign: '', visits: 1 },
      { day: '2026-11-27', channel: 'site', source: 'mail', medium: '', campaign: '', visits: 1 },
    ]);
    const views = await database.db.select().from(jobViews);
    expect(views.filter((row) => row.postingId === 'posting-d')).toEqual([
      { day: '2026-11-27', channel: 'embed', postingId: 'posting-d', views: 1 },
    ]);
  });

  it('keeps the counts a failed write could not store, for the next flush', async () => {
    countLanding(spring, TUESDAY);
    countJobView({ postingId: 'posting-b', channel: 'site' }, TUESDAY);
    const down = {
      transaction: () => Promise.reject(new Error('database unavailable')),
    } as unknown as SiteDb;
    await expect(flushPageCounts(down)).rejects.toThrow('database unavailable');
    countLanding(spring, TUESDAY);
    expect(await flushPageCounts(database.db)).toBe(3);
    expect((await table()).find((row) => row.day === '2026-11-24')?.visits).toBe(4);
    const views = await database.db.select().from(jobViews);
    expect(views.find((row) => row.day === '2026-11-24' && row.postingId === 'posting-b')?.views).toBe(2);
  });

  it('counts a flood of made-up job ids under one row a channel past the limit', async () => {
    const day = new Date('2026-11-28T10:00:00Z');
    for (let i = 0; i < MAX_KEYS_PER_DAY + 50; i++)
      countJobView({ postingId: `made-up-${i}`, channel: i % 2 ? 'embed' : 'site' }, day);
    expect(await flushPageCounts(database.db)).toBe(MAX_KEYS_PER_DAY + 50);
    const rows = (await database.db.select().from(jobViews)).filter((row) => row.day === '2026-11-28');
    expect(rows).toHaveLength(MAX_KEYS_PER_DAY + 2);
    const other = rows.filter((row) => row.postingId === '(other jobs)');
    expect(
      other
        .map(({ channel, views }) => ({ channel, views }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { channel: 'embed', views: 25 },
      { channel: 'site', views: 25 },
    ]);
  });

  it('counts a flood of made-up campaigns under one row past the limit', async () => {
    const day = new Date('2026-11-25T10:00:00Z');
    for (let i = 0; i < MAX_KEYS_PER_DAY + 50; i++)
      countLanding({ ...none, channel: i % 2 ? 'embed' : 'site', source: `made-up-${i}` }, day);
    expect(await flushPageCounts(database.db)).toBe(MAX_KEYS_PER_DAY + 50);
    const rows = (await table()).filter((row) => row.day === '2026-11-25');
    expect(rows).toHaveLength(MAX_KEYS_PER_DAY + 2);
    // Past the limit, still counted where they were.
    const other = rows.filter((row) => row.source === '(other campaigns)');
    expect(other.map(({ channel, visits }) => ({ channel, visits }))).toEqual([
      { channel: 'embed', visits: 25 },
      { channel: 'site', visits: 25 },
    ]);
  });

  it('holds the limit for the day across writes: a flood written often adds no more rows', async () => {
    const day = new Date('2026-11-29T10:00:00Z');
    for (const batch of [0, 1, 2]) {
      for (let i = 0; i < MAX_KEYS_PER_DAY / 2; i++)
        countJobView({ postingId: `flood-${batch}-${i}`, channel: 'site' }, day);
      await flushPageCounts(database.db);
    }
    // Known keys go on counting as themselves.
    countJobView({ postingId: 'flood-0-0', channel: 'site' }, day);
    await flushPageCounts(database.db);
    const rows = (await database.db.select().from(jobViews)).filter((row) => row.day === '2026-11-29');
    expect(rows).toHaveLength(MAX_KEYS_PER_DAY + 1);
    expect(rows.find((row) => row.postingId === '(other jobs)')?.views).toBe(MAX_KEYS_PER_DAY / 2);
    expect(rows.find((row) => row.postingId === 'flood-0-0')?.views).toBe(2);
  });
});
