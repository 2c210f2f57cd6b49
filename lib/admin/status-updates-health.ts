import 'server-only';
import { count, isNotNull } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { lastStatusRound, type StatusRound } from '@/lib/careers/status/status-round-mark';
import { readStatusEventsMarks, type StatusEventsMarks } from '@/lib/careers/status/status-events-mark';
import { followedApplications } from '@/lib/careers/status/status-updates';

export type StatusUpdatesHealth = {
  /** The applications the check asks about (status-updates.ts, `followedApplications`). */
  followed: number;
  /** Candidates who asked not to be mailed as their applications move on. */
  stopped: number;
  lastRound: StatusRound | null;
  /** The platform's status events (PLATFORM_WEBHOOKS); null when the site does not subscribe. */
  events: StatusEventsMarks | null;
};

/**
 * How many candidates hear of their applications by mail, what the last round of the check did, and (with
 * status events) how the platform subscription stands.
 */
export async function readStatusUpdatesHealth(
  db: SiteDb,
  { events }: { events: boolean },
): Promise<StatusUpdatesHealth> {
  const [[followed], [stopped], lastRound, marks] = await Promise.all([
    db.select({ n: count() }).from(applications).where(followedApplications),
    db.select({ n: count() }).from(applications).where(isNotNull(applications.updatesStoppedAt)),
    lastStatusRound(db),
    events ? readStatusEventsMarks(db) : null,
  ]);
  return { followed: followed?.n ?? 0, stopped: stopped?.n ?? 0, lastRound, events: marks };
}
