import 'server-only';
import { count, gt } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions } from '@/lib/db/schema';
import { lastAlertCheck } from '@/lib/careers/alerts/alert-check-mark';

const DAY_MS = 86_400_000;

export type AlertHealth = {
  confirmed: number;
  /** Signed up, the confirmation link not followed yet. */
  pending: number;
  /** Alerts that were sent a digest in the last 24 hours (one digest each at most). */
  digestsLastDay: number;
  lastCheckAt: Date | null;
};

/** How many people get job alerts, how many digests went out, and whether the check runs. */
export async function readAlertHealth(db: SiteDb, now: Date): Promise<AlertHealth> {
  const [byStatus, [digests], lastCheckAt] = await Promise.all([
    db
      .select({ status: alertSubscriptions.status, n: count() })
      .from(alertSubscriptions)
      .groupBy(alertSubscriptions.status),
    db
      .select({ n: count() })
      .from(alertSubscriptions)
      .where(gt(alertSubscriptions.lastDigestAt, new Date(now.getTime() - DAY_MS))),
    lastAlertCheck(db),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return { confirmed: of('confirmed'), pending: of('pending'), digestsLastDay: digests?.n ?? 0, lastCheckAt };
}
