import 'server-only';
import { count, gt } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, type AlertStatus } from '@/lib/db/schema';
import { alertsIn, countAlerts } from '@/lib/careers/alerts/alert-counts';
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
  const [counts, [mailed], lastCheckAt] = await Promise.all([
    countAlerts(db),
    db
      .select({ n: count() })
      .from(alertSubscriptions)
      .where(gt(alertSubscriptions.lastDigestAt, new Date(now.getTime() - DAY_MS))),
    lastAlertCheck(db),
  ]);
  const of = (status: AlertStatus, frequency?: AlertFrequency) => alertsIn(counts, status, frequency);
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
