import { processPart } from '@/lib/site-runtime';
import type { VisitCampaign } from './campaign-landing';

/**
 * Distinct campaigns one instance keeps between two flushes. Real campaigns are a handful a day; a
 * flood of made-up ones past this is counted under one row, so it can grow neither memory nor table.
 */
export const MAX_CAMPAIGNS_PER_FLUSH = 500;
const OVERFLOW: VisitCampaign = { source: '(other campaigns)', medium: '', campaign: '' };

/** Landings of one UTC day and campaign. */
export type LandingCount = VisitCampaign & { day: string; visits: number };

type Tally = Map<string, number>;
const keyOf = (day: string, campaign: VisitCampaign) =>
  JSON.stringify([day, campaign.source, campaign.medium, campaign.campaign]);

/**
 * This process's landings not yet written, shared by the proxy (which counts) and the instance (which
 * writes them, landing-flush.ts): counting costs a map update, never a database call on the visitor's
 * request. Nothing here loads the database, so the proxy stays light.
 */
const tally = () => processPart('campaign-visits', () => ({ counts: new Map() as Tally }));

/** Counts one landing on `now`'s UTC day. */
export function countLanding(campaign: VisitCampaign, now: Date = new Date()): void {
  const { counts } = tally();
  const day = now.toISOString().slice(0, 10);
  let key = keyOf(day, campaign);
  if (!counts.has(key) && counts.size >= MAX_CAMPAIGNS_PER_FLUSH) key = keyOf(day, OVERFLOW);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The landings counted so far, which the tally forgets: the caller writes them or gives them back. */
export function takeLandings(): LandingCount[] {
  const holder = tally();
  const counts = holder.counts;
  holder.counts = new Map();
  return [...counts].map(([key, visits]) => {
    const [day, source, medium, campaign] = JSON.parse(key) as [string, string, string, string];
    return { day, source, medium, campaign, visits };
  });
}

/** Landings that could not be written, back into the tally for the next flush. */
export function giveBackLandings(rows: LandingCount[]): void {
  const { counts } = tally();
  for (const row of rows) {
    const key = keyOf(row.day, row);
    counts.set(key, (counts.get(key) ?? 0) + row.visits);
  }
}
