import { and, count, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertPostings } from '@/lib/db/schema';

/** What the very first listing records: postings open before alerts ever ran are new to nobody. */
const BEFORE_ANY_ALERT = new Date(0);
/**
 * A posting gone from the listings this long is forgotten; should it open again, it is new again. Counted
 * from the last listing that had it: a job unpublished for an edit, or missed by one listing, is not news.
 */
const CLOSED_FORGOTTEN_AFTER_MS = 90 * 86_400_000;

/**
 * Records when each open posting was first seen and answers every open posting's first-seen time. The
 * platform's dates cannot say "new": a job published again keeps its old date, so the site keeps its own.
 */
export async function recordOpenPostings(
  db: SiteDb,
  postingIds: string[],
  now: Date,
): Promise<Map<string, Date>> {
  if (postingIds.length === 0) return new Map();
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ n: count() }).from(alertPostings);
    const firstSeenAt = (known?.n ?? 0) === 0 ? BEFORE_ANY_ALERT : now;
    await tx
      .insert(alertPostings)
      .values(postingIds.map((postingId) => ({ postingId, firstSeenAt, lastSeenAt: now })))
      // Never back: an instance whose clock is behind does not make a posting look longer gone.
      .onConflictDoUpdate({
        target: alertPostings.postingId,
        set: { lastSeenAt: sql`greatest(${alertPostings.lastSeenAt}, excluded.last_seen_at)` },
      });
    await tx
      .delete(alertPostings)
      .where(
        and(
          notInArray(alertPostings.postingId, postingIds),
          lt(alertPostings.lastSeenAt, new Date(now.getTime() - CLOSED_FORGOTTEN_AFTER_MS)),
        ),
      );
    const rows = await tx.select().from(alertPostings).where(inArray(alertPostings.postingId, postingIds));
    return new Map(rows.map((row) => [row.postingId, row.firstSeenAt]));
  });
}
