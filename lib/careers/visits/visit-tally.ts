import { processPart } from '@/lib/site-runtime';
import { pageVisit, type JobPageView, type PageRequest, type VisitCampaign } from './page-visits';

/**
 * Distinct keys (campaigns, or jobs) one instance counts a day. Real ones are a handful a day; a flood of
 * made-up ones past this is counted under one row, so it can grow neither memory nor table, however often
 * the counts are written (a cap per write would let each write add as many rows again).
 */
export const MAX_KEYS_PER_DAY = 500;

/** Counts per UTC day and key; the key is a few strings (a campaign's parts, a posting id). */
class DailyCounts<Parts extends string[]> {
  private counts = new Map<string, number>();
  /** The keys counted on each of the latest days, across writes: what the cap is held against. */
  private seenOn = new Map<string, Set<string>>();

  /** `overflow` names the row a key past the limit counts under. */
  constructor(private readonly overflow: (parts: Parts) => Parts) {}

  add(day: string, parts: Parts, by = 1) {
    const seen = this.seenOnDay(day);
    let key = JSON.stringify([day, ...parts]);
    if (!seen.has(key)) {
      if (seen.size >= MAX_KEYS_PER_DAY) key = JSON.stringify([day, ...this.overflow(parts)]);
      else seen.add(key);
    }
    this.counts.set(key, (this.counts.get(key) ?? 0) + by);
  }

  private seenOnDay(day: string): Set<string> {
    let seen = this.seenOn.get(day);
    if (!seen) {
      seen = new Set();
      this.seenOn.set(day, seen);
      // Today's and yesterday's (counts given back after midnight) are kept, and the day counted now.
      for (const old of [...this.seenOn.keys()].sort().slice(0, -2)) if (old !== day) this.seenOn.delete(old);
    }
    return seen;
  }

  /** What was counted, which the counter forgets: the caller writes it or gives it back. */
  take(): { day: string; parts: Parts; count: number }[] {
    const counts = this.counts;
    this.counts = new Map();
    return [...counts].map(([key, count]) => {
      const [day, ...parts] = JSON.parse(key) as [string, ...Parts];
      return { day, parts: parts as Parts, count };
    });
  }
}

type LandingKey = [channel: VisitCampaign['channel'], source: string, medium: string, campaign: string];
type ViewKey = [channel: JobPageView['channel'], postingId: string];

/** Landings of one UTC day, channel and campaign. */
export type LandingCount = VisitCampaign & { day: string; visits: number };
/** Views of one job's page on one UTC day, in one channel. */
export type JobViewCount = JobPageView & { day: string; views: number };
export type PageCounts = { landings: LandingCount[]; jobViews: JobViewCount[] };

/**
 * This process's counts not yet written, shared by the proxy (which counts) and the instance (which
 * writes them, page-counts-flush.ts): counting costs a map update, never a database call on the visitor's
 * request. Nothing here loads the database, so the proxy stays light.
 */
const tally = () =>
  processPart('page-visits', () => ({
    // A campaign past the limit still counts where it was, the site or the embed.
    landings: new DailyCounts<LandingKey>(([channel]) => [channel, '(other campaigns)', '', '']),
    jobViews: new DailyCounts<ViewKey>(([channel]) => [channel, '(other jobs)']),
  }));

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Counts one landing on `now`'s UTC day. */
export function countLanding(campaign: VisitCampaign, now: Date = new Date()): void {
  tally().landings.add(dayOf(now), [campaign.channel, campaign.source, campaign.medium, campaign.campaign]);
}

/** Counts one view of a job's page on `now`'s UTC day. */
export function countJobView({ postingId, channel }: JobPageView, now: Date = new Date()): void {
  tally().jobViews.add(dayOf(now), [channel, postingId]);
}

/** Counts what a request is, if anything: a landing (with its campaign), a view of a job's page, or both. */
export function countPageVisit(request: PageRequest, now: Date = new Date()): void {
  const { landing, view } = pageVisit(request);
  if (landing) countLanding(landing, now);
  if (view) countJobView(view, now);
}

/** Everything counted so far, which the tally forgets: the caller writes it or gives it back. */
export function takePageCounts(): PageCounts {
  const { landings, jobViews } = tally();
  return {
    landings: landings.take().map(({ day, parts: [channel, source, medium, campaign], count }) => ({
      day,
      channel,
      source,
      medium,
      campaign,
      visits: count,
    })),
    jobViews: jobViews.take().map(({ day, parts: [channel, postingId], count }) => ({
      day,
      channel,
      postingId,
      views: count,
    })),
  };
}

/** Counts that could not be written, back into the tally for the next write. */
export function giveBackPageCounts({ landings, jobViews }: PageCounts): void {
  const counts = tally();
  for (const row of landings)
    counts.landings.add(row.day, [row.channel, row.source, row.medium, row.campaign], row.visits);
  for (const row of jobViews) counts.jobViews.add(row.day, [row.channel, row.postingId], row.views);
}
