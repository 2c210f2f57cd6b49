import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, campaignVisits, jobViews, type ApplicationChannel } from '@/lib/db/schema';
import { campaignColumns, type CampaignKey } from './campaign-columns';
import {
  channelsWithVisits,
  viewsByPosting,
  visitsByCampaign,
  withVisits,
  type PostingViews,
} from './campaign-visits';

/** The periods the report offers, in days; `all` is every application the site still keeps. */
export const REPORT_PERIODS = [7, 30, 90, 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;

/** More rows than this are cut: a long tail of one-off campaigns is what the CSV export is for. */
export const REPORT_ROWS = 100;

/** `?days=` as one of the periods; anything else is the default. */
export function parseReportPeriod(value: unknown): ReportPeriod {
  if (value === 'all') return 'all';
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return REPORT_PERIODS.find((period) => period === days) ?? DEFAULT_REPORT_PERIOD;
}

const { source, medium, campaign } = campaignColumns;
const delivered = sql<number>`count(*) filter (where ${applications.status} = 'delivered')`.mapWith(Number);
const withCampaign = sql<number>`count(*) filter (where ${applications.tracking} <> '{}'::jsonb)`.mapWith(
  Number,
);

/** Whether the application was sent on or after the first day `firstDay` (a scalar subquery) reads. */
const sentSince = (firstDay: SQL) =>
  sql`${applications.createdAt} >= (${firstDay})::timestamp at time zone 'UTC'`;
const landingsCountedSince = (channel: ApplicationChannel) =>
  sentSince(
    sql`select min(${campaignVisits.day}) from ${campaignVisits} where ${campaignVisits.channel} = ${channel}`,
  );
const embedCounted = landingsCountedSince('embed');

/**
 * The applications to set against visits, or views: the ones sent since those were first counted where
 * the form was (the embed's began later than the site's; applications from before neither inflate a
 * rate). Each first day is an uncorrelated subquery: the database reads it once per query, not per row.
 */
const appliedWhileCounted = sql<number>`count(*) filter (where case
  when ${applications.channel} = 'embed' then ${embedCounted}
  else ${landingsCountedSince('site')} end)`.mapWith(Number);
const appliedWhileViewed = sql<number>`count(*) filter (where
  ${sentSince(sql`select min(${jobViews.day}) from ${jobViews}`)}
  and (${applications.channel} is distinct from 'embed' or ${embedCounted}))`.mapWith(Number);

/** A campaign's applications, and its landings on the job list or a job page (lib/careers/visits). */
export type CampaignRow = CampaignKey & {
  applications: number;
  delivered: number;
  appliedWhileCounted: number;
  visits: number;
};
export type PostingRow = {
  postingId: string;
  applications: number;
  withCampaign: number;
  appliedWhileViewed: number;
};
/**
 * Applications by where they were sent: the site, the embed, or null (sent before the site recorded
 * it, and no visits); and the landings there.
 */
export type ChannelRow = {
  channel: ApplicationChannel | null;
  applications: number;
  delivered: number;
  appliedWhileCounted: number;
  visits: number | null;
};
export type CampaignReport = {
  total: number;
  withCampaign: number;
  /** Landings in the period, and the first day any was counted where (none there yet: absent). */
  visits: number;
  visitsCountedSince: Partial<Record<ApplicationChannel, string>>;
  campaigns: CampaignRow[];
  /** Whether more campaigns than REPORT_ROWS applied in the period. */
  cut: boolean;
  postings: PostingRow[];
  /** Views of each job's page in the period, most first (jobsWithViews sets them beside `postings`). */
  postingViews: PostingViews[];
  /** Whether more jobs than REPORT_ROWS had applications in the period. */
  postingsCut: boolean;
  /** Most first; at most three rows. */
  channels: ChannelRow[];
};

/**
 * Where the period's applications came from: by campaign (source, medium, campaign as the visit's
 * `utm_*` or `source` carried them; none is a visit without one), by posting, and by where the form
 * was (the site, or the embed on the employer's pages). Only counts: no
 * candidate's data leaves the table. The campaign stays on the site's record, the platform gets only
 * the mapped source ids, so this is the one place an employer sees its campaigns.
 */
export async function campaignReport(
  db: SiteDb,
  period: ReportPeriod,
  now: Date,
  /** The open jobs' posting ids, or null when the platform did not answer (viewsByPosting). */
  openPostings: readonly string[] | null,
): Promise<CampaignReport> {
  const from = period === 'all' ? null : new Date(now.getTime() - period * 86_400_000);
  const where: SQL | undefined = from ? gte(applications.createdAt, from) : undefined;
  const fromDay = from && from.toISOString().slice(0, 10);
  const [[totals], applied, postings, channels, visited, viewed] = await Promise.all([
    db.select({ total: count(), withCampaign }).from(applications).where(where),
    db
      .select({ source, medium, campaign, applications: count(), delivered, appliedWhileCounted })
      .from(applications)
      .where(where)
      .groupBy(source, medium, campaign)
      .orderBy(desc(count()), sql`1, 2, 3`)
      .limit(REPORT_ROWS + 1),
    db
      .select({ postingId: applications.postingId, applications: count(), withCampaign, appliedWhileViewed })
      .from(applications)
      .where(where)
      .groupBy(applications.postingId)
      .orderBy(desc(count()), applications.postingId)
      .limit(REPORT_ROWS + 1),
    db
      .select({ channel: applications.channel, applications: count(), delivered, appliedWhileCounted })
      .from(applications)
      .where(where)
      .groupBy(applications.channel)
      .orderBy(desc(count()), applications.channel),
    visitsByCampaign(db, fromDay),
    viewsByPosting(db, fromDay, openPostings),
  ]);
  const campaigns = withVisits(applied, visited.rows);
  return {
    total: totals?.total ?? 0,
    withCampaign: totals?.withCampaign ?? 0,
    visits: visited.channels.reduce((total, row) => total + row.visits, 0),
    visitsCountedSince: Object.fromEntries(visited.channels.map((row) => [row.channel, row.countedSince])),
    campaigns: campaigns.slice(0, REPORT_ROWS),
    cut: campaigns.length > REPORT_ROWS,
    postings: postings.slice(0, REPORT_ROWS),
    postingViews: viewed,
    postingsCut: postings.length > REPORT_ROWS,
    channels: channelsWithVisits(channels, visited.channels),
  };
}
