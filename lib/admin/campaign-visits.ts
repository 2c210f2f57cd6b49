import { desc, gte, min, sql, sum } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { campaignVisits, jobViews } from '@/lib/db/schema';
import type { CampaignKey } from './campaign-columns';

/** Visits are counted per campaign; a report reads at most this many of them. */
const VISIT_ROWS = 1_000;

export type CampaignVisits = CampaignKey & { visits: number };
type AppliedCampaign = CampaignKey & { applications: number; delivered: number; appliedWhileCounted: number };

/** '' is how the table keeps a part the visit did not carry; the report, like applications, says null. */
const orNull = (value: string) => (value === '' ? null : value);
const visitsSum = sql<number>`${sum(campaignVisits.visits)}`.mapWith(Number);

/**
 * Landings per campaign since `from` (a UTC day, or every kept day), most first, their total, and the
 * first day any was counted: the report says visits before it were not.
 */
export async function visitsByCampaign(
  db: SiteDb,
  from: string | null,
): Promise<{ rows: CampaignVisits[]; total: number; countedSince: string | null }> {
  const since = from === null ? undefined : gte(campaignVisits.day, from);
  const [rows, [totals], [first]] = await Promise.all([
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
    db.select({ visits: visitsSum }).from(campaignVisits).where(since),
    db.select({ day: min(campaignVisits.day) }).from(campaignVisits),
  ]);
  return {
    rows: rows.map((row) => ({
      source: orNull(row.source),
      medium: orNull(row.medium),
      campaign: orNull(row.campaign),
      visits: row.visits,
    })),
    total: totals?.visits ?? 0,
    countedSince: first?.day ?? null,
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

const viewsSum = sql<number>`${sum(jobViews.views)}`.mapWith(Number);

/** Views of each job's page since `from` (a UTC day, or every kept day), most first. */
export async function viewsByPosting(
  db: SiteDb,
  from: string | null,
): Promise<{ postingId: string; views: number }[]> {
  return db
    .select({ postingId: jobViews.postingId, views: viewsSum })
    .from(jobViews)
    .where(from === null ? undefined : gte(jobViews.day, from))
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
  viewed: { postingId: string; views: number }[],
  titles: ReadonlyMap<string, string> | null,
): (AppliedJob & { views: number })[] {
  const views = new Map(viewed.map((row) => [row.postingId, row.views]));
  const applications = new Set(applied.map((row) => row.postingId));
  return [
    ...applied.map((row) => ({ ...row, views: views.get(row.postingId) ?? 0 })),
    ...viewed
      .filter((row) => !applications.has(row.postingId) && titles?.has(row.postingId))
      .map((row) => ({ ...row, applications: 0, withCampaign: 0, appliedWhileViewed: 0 })),
  ].sort((a, b) => b.applications - a.applications || b.views - a.views);
}
