import { and, desc, gte, inArray, min, or, sql, sum } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, campaignVisits, jobViews, type ApplicationChannel } from '@/lib/db/schema';
import type { CampaignKey } from './campaign-columns';

/** Visits are counted per campaign; a report reads at most this many of them. */
const VISIT_ROWS = 1_000;

export type CampaignVisits = CampaignKey & { visits: number };
/** Per channel: its landings in the period, and the first day any was counted there (the embed's began later). */
export type ChannelVisits = { channel: ApplicationChannel; visits: number; countedSince: string };
type AppliedCampaign = CampaignKey & { applications: number; delivered: number; appliedWhileCounted: number };

/** '' is how the table keeps a part the visit did not carry; the report, like applications, says null. */
const orNull = (value: string) => (value === '' ? null : value);
const visitsSum = sql<number>`${sum(campaignVisits.visits)}`.mapWith(Number);

/**
 * Landings per campaign since `from` (a UTC day, or every kept day), most first, and per channel (the
 * site, the embed) with the first day any was counted there: the report says visits before it were not.
 */
export async function visitsByCampaign(
  db: SiteDb,
  from: string | null,
): Promise<{ rows: CampaignVisits[]; channels: ChannelVisits[] }> {
  const since = from === null ? undefined : gte(campaignVisits.day, from);
  const [rows, inPeriod, first] = await Promise.all([
    db
      .select({
        source: campaignVisits.source,
        medium: campaignVisits.medium,
        campaign: campaignVisits.campaign,
        visits: visitsSum,
      })
      .from(campaignVisits)
      .where(since)
      .groupBy(campaignVisits.source, campaignVisits.medium, campaignVisits.campaign)
      .orderBy(desc(visitsSum), sql`1, 2, 3`)
      .limit(VISIT_ROWS),
    db
      .select({ channel: campaignVisits.channel, visits: visitsSum })
      .from(campaignVisits)
      .where(since)
      .groupBy(campaignVisits.channel),
    db
      .select({ channel: campaignVisits.channel, day: min(campaignVisits.day) })
      .from(campaignVisits)
      .groupBy(campaignVisits.channel),
  ]);
  const visits = new Map(inPeriod.map((row) => [row.channel, row.visits]));
  return {
    rows: rows.map((row) => ({
      source: orNull(row.source),
      medium: orNull(row.medium),
      campaign: orNull(row.campaign),
      visits: row.visits,
    })),
    channels: first.map(({ channel, day }) => ({
      channel,
      visits: visits.get(channel) ?? 0,
      countedSince: day!,
    })),
  };
}

const campaignKeyText = (key: CampaignKey) => JSON.stringify([key.source, key.medium, key.campaign]);

/**
 * Applications by campaign with each campaign's visits beside them, and the campaigns that brought
 * visits but no application yet (the ones to look at): most applications first, then most visits.
 */
export function withVisits(
  applied: AppliedCampaign[],
  visited: CampaignVisits[],
): (AppliedCampaign & { visits: number })[] {
  const visits = new Map(visited.map((row) => [campaignKeyText(row), row.visits]));
  const applications = new Set(applied.map(campaignKeyText));
  return [
    ...applied.map((row) => ({ ...row, visits: visits.get(campaignKeyText(row)) ?? 0 })),
    ...visited
      .filter((row) => !applications.has(campaignKeyText(row)))
      .map((row) => ({ ...row, applications: 0, delivered: 0, appliedWhileCounted: 0 })),
  ].sort((a, b) => b.applications - a.applications || b.visits - a.visits);
}

type AppliedChannel = {
  channel: ApplicationChannel | null;
  applications: number;
  delivered: number;
  appliedWhileCounted: number;
};

/**
 * Applications by channel with the channel's landings beside them, and a channel that brought visits
 * but no application yet: most applications first, then most visits. Applications whose channel was
 * not recorded have no visits to set against (null).
 */
export function channelsWithVisits(
  applied: AppliedChannel[],
  visited: ChannelVisits[],
): (AppliedChannel & { visits: number | null })[] {
  const visits = new Map(visited.map((row) => [row.channel, row.visits]));
  return [
    ...applied.map((row) => ({ ...row, visits: row.channel ? (visits.get(row.channel) ?? 0) : null })),
    ...visited
      .filter((row) => row.visits > 0 && !applied.some((other) => other.channel === row.channel))
      .map((row) => ({
        channel: row.channel,
        applications: 0,
        delivered: 0,
        appliedWhileCounted: 0,
        visits: row.visits,
      })),
  ].sort((a, b) => b.applications - a.applications || (b.visits ?? 0) - (a.visits ?? 0));
}

const viewsSum = sql<number>`${sum(jobViews.views)}`.mapWith(Number);
const embedViewsSum =
  sql<number>`coalesce(sum(${jobViews.views}) filter (where ${jobViews.channel} = 'embed'), 0)`.mapWith(
    Number,
  );

/** A job's page views in a period, and how many of them were in the embed on an employer's page. */
export type PostingViews = { postingId: string; views: number; embedViews: number };

/**
 * Views of each job's page since `from` (a UTC day, or every kept day), most first: of the `open` jobs
 * and the jobs applied to. Any /jobs/<id> address is counted, so made-up ids must not fill the rows the
 * report reads and push real jobs out; with `open` unknown (the platform did not answer), the applied ones.
 */
export async function viewsByPosting(
  db: SiteDb,
  from: string | null,
  open: readonly string[] | null,
): Promise<PostingViews[]> {
  const appliedTo = inArray(jobViews.postingId, db.select({ id: applications.postingId }).from(applications));
  const known = open && open.length > 0 ? or(inArray(jobViews.postingId, [...open]), appliedTo) : appliedTo;
  return db
    .select({ postingId: jobViews.postingId, views: viewsSum, embedViews: embedViewsSum })
    .from(jobViews)
    .where(and(from === null ? undefined : gte(jobViews.day, from), known))
    .groupBy(jobViews.postingId)
    .orderBy(desc(viewsSum), jobViews.postingId)
    .limit(VISIT_ROWS);
}

type AppliedJob = {
  postingId: string;
  applications: number;
  withCampaign: number;
  appliedWhileViewed: number;
};

/**
 * Applications by job with each job's page views beside them, and the open jobs that were viewed but
 * not applied to yet (the ads to look at). A viewed id that is no open job (a made-up address, a job
 * since closed) is left out: `titles` are the open jobs, or null when the platform did not answer.
 */
export function jobsWithViews(
  applied: AppliedJob[],
  viewed: PostingViews[],
  titles: ReadonlyMap<string, string> | null,
): (AppliedJob & Omit<PostingViews, 'postingId'>)[] {
  const views = new Map(viewed.map((row) => [row.postingId, row]));
  const applications = new Set(applied.map((row) => row.postingId));
  return [
    ...applied.map((row) => ({
      ...row,
      views: views.get(row.postingId)?.views ?? 0,
      embedViews: views.get(row.postingId)?.embedViews ?? 0,
    })),
    ...viewed
      .filter((row) => !applications.has(row.postingId) && titles?.has(row.postingId))
      .map((row) => ({ ...row, applications: 0, withCampaign: 0, appliedWhileViewed: 0 })),
  ].sort((a, b) => b.applications - a.applications || b.views - a.views);
}
