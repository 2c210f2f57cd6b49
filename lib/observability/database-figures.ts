import { count, min, sql } from 'drizzle-orm';
import { alertsIn, countAlerts } from '@/lib/careers/alerts/alert-counts';
import { lastAlertCheck } from '@/lib/careers/alerts/alert-check-mark';
import { readOutboxFigures } from '@/lib/careers/delivery/outbox-figures';
import { lastPurge } from '@/lib/careers/retention/purge';
import { failedLook, readStatusEventsMarks } from '@/lib/careers/status/status-events-mark';
import { lastStatusRound } from '@/lib/careers/status/status-round-mark';
import type { SiteDb } from '@/lib/db/connection';
import { outboundMail, type ApplicationStatus, type MailStatus } from '@/lib/db/schema';

/** Seconds since the epoch, as monitoring systems take a time. */
const epochSeconds = (at: Date | null | undefined) => (at ? Math.floor(at.getTime() / 1000) : null);
const ageSeconds = (at: Date | null | undefined, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : 0;

/**
 * The site-wide figures an operator watches, read from the site database, so every instance gives the
 * same. Counts and times only: no address, no name, no id.
 */
export type DatabaseFigures = {
  applications: Partial<Record<ApplicationStatus, number>>;
  oldestUndeliveredAgeSeconds: number;
  mail: Partial<Record<MailStatus, number>> & { retrying: number; oldestUnsentAgeSeconds: number };
  alerts: { confirmed: number; pending: number; lastCheckAt: number | null };
  /** Null when STATUS_UPDATES is off. */
  statusMail: {
    lastRoundAt: number | null;
    /** Null when the site does not subscribe to status events (PLATFORM_WEBHOOKS). */
    events: { subscriptionFailing: boolean; lastEventAt: number | null } | null;
  } | null;
  lastPurgeAt: number | null;
};

async function mailFigures(db: SiteDb, now: Date): Promise<DatabaseFigures['mail']> {
  const [states, [unsent]] = await Promise.all([
    db
      .select({
        status: outboundMail.status,
        n: count(),
        retrying: sql<number>`count(*) filter (where ${outboundMail.attempts} > 0)`.mapWith(Number),
      })
      .from(outboundMail)
      .groupBy(outboundMail.status),
    db
      .select({ at: min(outboundMail.createdAt) })
      .from(outboundMail)
      .where(sql`${outboundMail.status} <> 'sent'`),
  ]);
  return {
    ...Object.fromEntries(states.map((row) => [row.status, row.n])),
    retrying: states.find((row) => row.status === 'pending')?.retrying ?? 0,
    oldestUnsentAgeSeconds: ageSeconds(unsent?.at, now),
  };
}

async function statusMailFigures(db: SiteDb, events: boolean): Promise<DatabaseFigures['statusMail']> {
  const [round, marks] = await Promise.all([lastStatusRound(db), events ? readStatusEventsMarks(db) : null]);
  return {
    lastRoundAt: epochSeconds(round?.at),
    events: marks && {
      subscriptionFailing: failedLook(marks) !== null,
      lastEventAt: epochSeconds(marks.lastEvent),
    },
  };
}

export async function readDatabaseFigures(
  db: SiteDb,
  now: Date,
  options: { statusUpdates: boolean; statusEvents: boolean },
): Promise<DatabaseFigures> {
  const [outbox, mail, alerts, lastCheck, statusMail, purge] = await Promise.all([
    readOutboxFigures(db, now.getTime()),
    mailFigures(db, now),
    countAlerts(db),
    lastAlertCheck(db),
    options.statusUpdates ? statusMailFigures(db, options.statusEvents) : null,
    lastPurge(db),
  ]);
  return {
    applications: outbox.byState,
    oldestUndeliveredAgeSeconds: Math.floor(outbox.lagMs / 1000),
    mail,
    alerts: {
      confirmed: alertsIn(alerts, 'confirmed'),
      pending: alertsIn(alerts, 'pending'),
      lastCheckAt: epochSeconds(lastCheck),
    },
    statusMail,
    lastPurgeAt: epochSeconds(purge?.ranAt),
  };
}
