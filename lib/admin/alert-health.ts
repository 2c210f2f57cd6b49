import 'server-only';
import { count, gt } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions } from '@/lib/db/schema';
import { lastAlertCheck } from '@/lib/careers/alerts/alert-check-mark';
import { alertFrequencies, type AlertFrequency } from '@/lib/careers/alerts/alert-frequency';

const DAY_MS = 86_400_000;

export type AlertHealth = {
  confirmed: number;
  /** The confirmed alerts by how often their owners chose to be mailed. */
  confirmedByFrequency: Record<AlertFrequency, number>;
  /** Signed up, the confirmation link not followed yet. */
  pending: number;
  /** Alerts that were sent a digest in the last 24 hours (one mailed as jobs open may have had several). */
  alertsMailedLastDay: number;
  lastCheckAt: Date | null;
};

/** How many people get job alerts, how many digests went out, and whether the check runs. */
export async function readAlertHealth(db: SiteDb, now: Date): Promise<AlertHealth> {
  const [byStatus, [mailed], lastCheckAt] = await Promise.all([
    db
      .select({ status: alertSubscriptions.status, frequency: alertSubscriptions.frequency, n: count() })
      .from(alertSubscriptions)
      .groupBy(alertSubscriptions.status, alertSubscriptions.frequency),
    db
      .select({ n: count() })
      .from(alertSubscriptions)
      .where(gt(alertSubscriptions.lastDigestAt, new Date(now.getTime() - DAY_MS))),
    lastAlertCheck(db),
  ]);
  const of = (status: string, frequency?: AlertFrequency) =>
    byStatus
      .filter((row) => row.status === status && (!frequency || row.frequency === frequency))
      .reduce((sum, row) => sum + row.n, 0);
  return {
    confirmed: of('confirmed'),
    confirmedByFrequency: Object.fromEntries(
      alertFrequencies.map((frequency) => [frequency, of('confirmed', frequency)]),
    ) as Record<AlertFrequency, number>,
    pending: of('pending'),
    alertsMailedLastDay: mailed?.n ?? 0,
    lastCheckAt,
  };
}
