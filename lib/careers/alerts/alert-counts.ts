import { count } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, type AlertStatus } from '@/lib/db/schema';
import type { AlertFrequency } from './alert-frequency';

export type AlertCount = { status: AlertStatus; frequency: AlertFrequency; n: number };

/** How many job alerts there are of each state and frequency (the console's and monitoring's figures). */
export const countAlerts = (db: SiteDb): Promise<AlertCount[]> =>
  db
    .select({ status: alertSubscriptions.status, frequency: alertSubscriptions.frequency, n: count() })
    .from(alertSubscriptions)
    .groupBy(alertSubscriptions.status, alertSubscriptions.frequency);

/** The alerts in one state, of one frequency or of all. */
export const alertsIn = (counts: AlertCount[], status: AlertStatus, frequency?: AlertFrequency) =>
  counts
    .filter((row) => row.status === status && (!frequency || row.frequency === frequency))
    .reduce((sum, row) => sum + row.n, 0);
