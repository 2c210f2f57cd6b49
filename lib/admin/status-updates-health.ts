import 'server-only';
import { count, isNotNull } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { lastStatusRound, type StatusRound } from '@/lib/careers/status/status-round-mark';
import { followedApplications } from '@/lib/careers/status/status-updates';

export type StatusUpdatesHealth = {
  /** The applications the check asks about (status-updates.ts, `followedApplications`). */
  followed: number;
  /** Candidates who asked not to be mailed as their applications move on. */
  stopped: number;
  lastRound: StatusRound | null;
};

/** How many candidates hear of their applications by mail, and what the last round of the check did. */
export async function readStatusUpdatesHealth(db: SiteDb): Promise<StatusUpdatesHealth> {
  const [[followed], [stopped], lastRound] = await Promise.all([
    db.select({ n: count() }).from(applications).where(followedApplications),
    db.select({ n: count() }).from(applications).where(isNotNull(applications.updatesStoppedAt)),
    lastStatusRound(db),
  ]);
  return { followed: followed?.n ?? 0, stopped: stopped?.n ?? 0, lastRound };
}
