import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import {
  applications,
  campaignVisits,
  jobViews,
  type ApplicationChannel,
  type ApplicationStatus,
} from '@/lib/db/schema';
import { campaignReport, parseReportPeriod, REPORT_ROWS } from './campaign-report';
import { channelsWithVisits, jobsWithViews } from './campaign-visits';

let database: SiteDatabase;
const NOW = new Date(Date.UTC(2026, 10, 26, 12));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
let seq = 0;

async function apply(
  postingId: string,
  tracking: Record<string, string>,
  createdAt: Date,
  status: ApplicationStatus = 'delivered',
  channel: ApplicationChannel | null = 'site',
) {
  seq++;
  await database.db.insert(applications).values({
    id: `app-${seq}`,
    postingId,
    idempotencyKey: `key-${seq}`,
    status,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `ada${seq}@example.com` },
    candidateEmail: `ada${seq}@example.com`,
    tracking,
    channel,
    createdAt,
  });
}

const linkedin = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'spring' };

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await apply('job-a', linkedin, daysAgo(1));
  await apply('job-a', linkedin, daysAgo(2), 'refused');
  await apply('job-b', linkedin, daysAgo(20));
  await apply('job-b', { source: 'jobboard' }, daysAgo(3), 'delivered', 'embed');
  await apply('job-b', { utm_source: '', source: 'jobboard' }, daysAgo(4), 'received', 'embed');
  // Sent before the site recorded where.
  await apply('job-a', {}, daysAgo(5), 'delivered', null);
  await apply('job-c', { utm_source: 'newsletter', utm_campaign: 'autumn' }, daysAgo(60));
  // Landings as the site counts them (lib/careers/visits): '' where the visit carried no such part.
  const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
  await database.db.insert(campaignVisits).values([
    { day: day(1), source: 'linkedin', medium: 'social', campaign: 'spring', visits: 40 },
    { day: day(10), source: 'linkedin', medium: 'social', campaign: 'spring', visits: 10 },
    { day: day(1), source: '', medium: '', campaign: '', visits: 100 },
    // Visitors, and no application yet.
    { day: day(2), source: 'facebook', medium: 'paid', campaign: 'spring', visits: 25 },
    // The embed's frames, counted from two days ago only: its applications of 3 and 4 days ago came before.
    { day: day(2), channel: 'embed', source: 'jobboard', medium: '', campaign: '', visits: 20 },
  ]);
  await database.db.insert(jobViews).values([
    { day: day(1), postingId: 'job-a', views: 30 },
    { day: day(3), postingId: 'job-b', views: 12 },
    // Views in the embed on the employer's pages: a row of their own, added to the job's.
    { day: day(1), channel: 'embed', postingId: 'job-a', views: 6 },
    { day: day(3), channel: 'embed', postingId: 'job-b', views: 4 },
    // Views only: an open job nobody applied to yet, and an id no job has.
    { day: day(2), postingId: 'job-d', views: 8 },
    { day: day(2), postingId: 'made-up', views: 5 },
  ]);
});
afterAll(async () => {
  await database.close();
});

/** The open jobs as the platform lists them: job-c has closed, and 'made-up' was never a job. */
const OPEN = ['job-a', 'job-b', 'job-d'];

describe('campaignReport', () => {
  it('counts the last 7 days by campaign, the most first, with how many reached the platform and the visits', async () => {
    const report = await campaignReport(database.db, 7, NOW, OPEN);
    expect(report.total).toBe(5);
    expect(report.withCampaign).toBe(4);
    // Most applications first, then most visits; a campaign with visits only is listed too.
    expect(report.campaigns).toEqual([
      {
        source: 'linkedin',
        medium: 'social',
        campaign: 'spring',
        applications: 2,
        delivered: 1,
        appliedWhileCounted: 2,
        visits: 40,
      },
      {
        source: 'jobboard',
        medium: null,
        campaign: null,
        applications: 2,
        delivered: 1,
        appliedWhileCounted: 0,
        visits: 20,
      },
      {
        source: null,
        medium: null,
        campaign: null,
        applications: 1,
        delivered: 1,
        appliedWhileCounted: 1,
        visits: 100,
      },
      {
        source: 'facebook',
        medium: 'paid',
        campaign: 'spring',
        applications: 0,
        delivered: 0,
        appliedWhileCounted: 0,
        visits: 25,
      },
    ]);
    expect(report.visits).toBe(185);
    expect(report.visitsCountedSince).toEqual({
      site: daysAgo(10).toISOString().slice(0, 10),
      embed: daysAgo(2).toISOString().slice(0, 10),
    });
    expect(report.cut).toBe(false);
    expect(report.postingsCut).toBe(false);
    // Views were first counted 3 days ago: job-a's application of 5 days ago came before; so did both of
    // job-b's, sent through the embed before its views were counted (2 days ago).
    expect(report.postings).toEqual([
      { postingId: 'job-a', applications: 3, withCampaign: 2, appliedWhileViewed: 2 },
      { postingId: 'job-b', applications: 2, withCampaign: 2, appliedWhileViewed: 0 },
    ]);
    // Only open jobs' and applied jobs' views are read: made-up ids cannot fill the rows and push them out.
    expect(report.postingViews.map((row) => row.postingId)).toEqual(['job-a', 'job-b', 'job-d']);
    const unknownOpen = await campaignReport(database.db, 7, NOW, null);
    expect(unknownOpen.postingViews.map((row) => row.postingId)).toEqual(['job-a', 'job-b']);
    // Beside the views of each job's page; an open job only viewed is listed, a made-up id is not.
    const open = new Map([
      ['job-a', 'Robot Tamer'],
      ['job-b', 'Gear Whisperer'],
      ['job-d', 'Bolt Counter'],
    ]);
    expect(jobsWithViews(report.postings, report.postingViews, open)).toEqual([
      {
        postingId: 'job-a',
        applications: 3,
        withCampaign: 2,
        appliedWhileViewed: 2,
        views: 36,
        embedViews: 6,
      },
      {
        postingId: 'job-b',
        applications: 2,
        withCampaign: 2,
        appliedWhileViewed: 0,
        views: 16,
        embedViews: 4,
      },
      {
        postingId: 'job-d',
        applications: 0,
        withCampaign: 0,
        appliedWhileViewed: 0,
        views: 8,
        embedViews: 0,
      },
    ]);
    // The platform did not answer: no job is known to be open, so only the applied ones are listed.
    expect(jobsWithViews(report.postings, report.postingViews, null).map((row) => row.postingId)).toEqual([
      'job-a',
      'job-b',
    ]);
    // Each channel beside its own landings; applications sent where nothing was recorded have none.
    expect(report.channels).toEqual([
      { channel: 'site', applications: 2, delivered: 1, appliedWhileCounted: 2, visits: 165 },
      { channel: 'embed', applications: 2, delivered: 1, appliedWhileCounted: 0, visits: 20 },
      { channel: null, applications: 1, delivered: 1, appliedWhileCounted: 1, visits: null },
    ]);
  });

  it('lists a channel that brought visits and no application yet, after the ones that did', () => {
    const site = { channel: 'site' as const, applications: 3, delivered: 3, appliedWhileCounted: 3 };
    const visited = [
      { channel: 'embed' as const, visits: 40, countedSince: '2026-11-20' },
      { channel: 'site' as const, visits: 90, countedSince: '2026-11-01' },
    ];
    expect(channelsWithVisits([site], visited)).toEqual([
      { ...site, visits: 90 },
      { channel: 'embed', applications: 0, delivered: 0, appliedWhileCounted: 0, visits: 40 },
    ]);
    // None in the period (only before it): not listed.
    expect(channelsWithVisits([site], [{ ...visited[0]!, visits: 0 }])).toEqual([{ ...site, visits: 0 }]);
  });

  it('takes in older applications with a longer period, and every one with "all"', async () => {
    const month = await campaignReport(database.db, 30, NOW, OPEN);
    expect(month.total).toBe(6);
    expect(month.campaigns[0]).toEqual({
      source: 'linkedin',
      medium: 'social',
      campaign: 'spring',
      applications: 3,
      delivered: 2,
      // The one sent 20 days ago came before visits were counted (10 days ago): not set against them.
      appliedWhileCounted: 2,
      visits: 50,
    });
    expect(month.visits).toBe(195);
    const all = await campaignReport(database.db, 'all', NOW, OPEN);
    expect(all.total).toBe(7);
    expect(all.campaigns.map((row) => row.campaign)).toContain('autumn');
    expect(all.postings.map((row) => row.postingId)).toEqual(['job-a', 'job-b', 'job-c']);
  });

  it('says so when more campaigns, or jobs, had applications than it lists', async () => {
    const extra = await openSiteDatabase({ dataDir: 'memory://' });
    try {
      await extra.db.insert(applications).values(
        Array.from({ length: REPORT_ROWS + 1 }, (_, i) => ({
          id: `many-${i}`,
          postingId: `job-${i}`,
          idempotencyKey: `many-${i}`,
          status: 'delivered' as const,
          payload: { firstName: 'M', lastName: 'N', email: `m${i}@example.com` },
          candidateEmail: `m${i}@example.com`,
          tracking: { utm_source: `site-${i}` },
          createdAt: daysAgo(1),
        })),
      );
      const report = await campaignReport(extra.db, 7, NOW, null);
      expect(report.campaigns).toHaveLength(REPORT_ROWS);
      expect(report.cut).toBe(true);
      expect(report.postings).toHaveLength(REPORT_ROWS);
      expect(report.postingsCut).toBe(true);
      expect(report.total).toBe(REPORT_ROWS + 1);
    } finally {
      await extra.close();
    }
  });

  it('sets a campaign longer than a visit keeps against its visits, in one row', async () => {
    const long = openSiteDatabase({ dataDir: 'memory://' });
    const { db } = await long;
    try {
      const name = `spring-${'é'.repeat(110)}`;
      await db.insert(applications).values({
        id: 'app-long',
        postingId: 'job-a',
        idempotencyKey: 'key-long',
        status: 'delivered',
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'long@example.com' },
        candidateEmail: 'long@example.com',
        tracking: { utm_source: 'linkedin', utm_campaign: name },
        channel: 'site',
        createdAt: daysAgo(1),
      });
      const cut = [...name].slice(0, 100).join('');
      const day = daysAgo(1).toISOString().slice(0, 10);
      await db
        .insert(campaignVisits)
        .values({ day, source: 'linkedin', medium: '', campaign: cut, visits: 9 });
      const report = await campaignReport(db, 7, NOW, OPEN);
      expect(report.campaigns).toEqual([
        expect.objectContaining({ source: 'linkedin', campaign: cut, applications: 1, visits: 9 }),
      ]);
    } finally {
      await (await long).close();
    }
  });

  it('reads the period from the address, anything odd as 30 days', () => {
    expect(parseReportPeriod('7')).toBe(7);
    expect(parseReportPeriod('90')).toBe(90);
    expect(parseReportPeriod('all')).toBe('all');
    for (const odd of [undefined, '', '31', '-7', '7.5', ['7'], 'ALL'])
      expect(parseReportPeriod(odd)).toBe(30);
  });
});
