import { sql } from 'drizzle-orm';
import { runEvery } from '@/lib/background/run-every';
import type { SiteDb } from '@/lib/db/connection';
import { campaignVisits } from '@/lib/db/schema';
import { giveBackLandings, takeLandings } from './visit-tally';

/** How stale the Campaigns report's visits may be for another instance's landings. */
export const LANDING_FLUSH_MS = 60_000;

/**
 * Adds the landings counted since the last flush to the table, in one statement (instances on one
 * database add up). Counts that could not be written go back to the tally for the next flush. Answers
 * how many landings it wrote.
 */
export async function flushLandings(db: SiteDb): Promise<number> {
  const rows = takeLandings();
  if (rows.length === 0) return 0;
  try {
    await db
      .insert(campaignVisits)
      .values(rows)
      .onConflictDoUpdate({
        target: [campaignVisits.day, campaignVisits.source, campaignVisits.medium, campaignVisits.campaign],
        set: { visits: sql`${campaignVisits.visits} + excluded.visits` },
      });
  } catch (error) {
    giveBackLandings(rows);
    throw error;
  }
  return rows.reduce((sum, row) => sum + row.visits, 0);
}

/**
 * Writes the landings this instance counted, every minute, in every instance that serves pages (not
 * only the delivery worker's). The report's own instance writes its landings before it reads.
 */
export const startLandingFlush = (db: SiteDb) =>
  runEvery('campaign visits', () => flushLandings(db), LANDING_FLUSH_MS);
