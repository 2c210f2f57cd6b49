import { sql } from 'drizzle-orm';
import { runEvery } from '@/lib/background/run-every';
import type { SiteDb } from '@/lib/db/connection';
import { campaignVisits, jobViews } from '@/lib/db/schema';
import { giveBackPageCounts, takePageCounts } from './visit-tally';

/** How stale the Campaigns report's counts may be for another instance's visitors. */
export const PAGE_COUNTS_FLUSH_MS = 60_000;

const addTo = (column: typeof campaignVisits.visits | typeof jobViews.views) =>
  sql`${column} + excluded.${sql.identifier(column.name)}`;

/**
 * Adds the landings and job views counted since the last write to their tables, in one transaction
 * (instances on one database add up). Counts that could not be written go back to the tally for the
 * next write. Answers how many it wrote.
 */
export async function flushPageCounts(db: SiteDb): Promise<number> {
  const counts = takePageCounts();
  const { landings, jobViews: views } = counts;
  if (landings.length === 0 && views.length === 0) return 0;
  try {
    await db.transaction(async (tx) => {
      if (landings.length > 0)
        await tx
          .insert(campaignVisits)
          .values(landings)
          .onConflictDoUpdate({
            target: [
              campaignVisits.day,
              campaignVisits.channel,
              campaignVisits.source,
              campaignVisits.medium,
              campaignVisits.campaign,
            ],
            set: { visits: addTo(campaignVisits.visits) },
          });
      if (views.length > 0)
        await tx
          .insert(jobViews)
          .values(views)
          .onConflictDoUpdate({
            target: [jobViews.day, jobViews.channel, jobViews.postingId],
            set: { views: addTo(jobViews.views) },
          });
    });
  } catch (error) {
    giveBackPageCounts(counts);
    throw error;
  }
  return landings.reduce((sum, row) => sum + row.visits, 0) + views.reduce((sum, row) => sum + row.views, 0);
}

/**
 * Writes what this instance counted, every minute, in every instance that serves pages (not only the
 * delivery worker's). The report's own instance writes its counts before it reads.
 */
export const startPageCountsFlush = (db: SiteDb) =>
  runEvery('page counts', () => flushPageCounts(db), PAGE_COUNTS_FLUSH_MS);
