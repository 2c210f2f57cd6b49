import 'server-only';
import { count, min, sql } from 'drizzle-orm';
import { readAlertHealth } from '@/lib/admin/alert-health';
import { readClusterHealth } from '@/lib/admin/cluster-health';
import { readPlatformHealth } from '@/lib/admin/platform-health';
import { isDraining } from '@/lib/cluster/shutdown';
import { getPlatformClient } from '@/lib/careers/platform';
import { lastPurge } from '@/lib/careers/retention/purge';
import { readStatusEventsMarks } from '@/lib/careers/status/status-events-mark';
import { lastStatusRound } from '@/lib/careers/status/status-round-mark';
import type { SiteDb } from '@/lib/db/connection';
import { outboundMail, type ApplicationStatus, type MailStatus } from '@/lib/db/schema';

/** Seconds since the epoch, as monitoring systems take a time. */
const epochSeconds = (at: Date | number | null | undefined) =>
  at === null || at === undefined ? null : Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);

/**
 * What an operator watches, in plain numbers: the figures the console's health page shows, for a
 * monitoring system (`/api/metrics`). Counts and times only: no address, no name, no id.
 * Site-wide figures come from the database (every instance gives the same); `instance` ones are this
 * process's own (its platform client, its deliveries), so each instance is scraped on its own.
 */
export type SiteFigures = {
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
  liveInstances: number;
  instance: {
    draining: boolean;
    deliveriesInFlight: number;
    platform: {
      requests: number;
      rateLimited: number;
      retries: number;
      queued: number;
      inFlight: number;
      oldestWaitSeconds: number;
      tokenExpiresAt: number | null;
    };
  };
};

async function mailFigures(db: SiteDb, now: number): Promise<SiteFigures['mail']> {
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
  const oldest = unsent?.at?.getTime();
  return {
    ...Object.fromEntries(states.map((row) => [row.status, row.n])),
    retrying: states.find((row) => row.status === 'pending')?.retrying ?? 0,
    oldestUnsentAgeSeconds: oldest === undefined ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)),
  };
}

async function statusMailFigures(db: SiteDb, events: boolean): Promise<SiteFigures['statusMail']> {
  const [round, marks] = await Promise.all([lastStatusRound(db), events ? readStatusEventsMarks(db) : null]);
  return {
    lastRoundAt: epochSeconds(round?.at),
    events: marks && {
      subscriptionFailing: marks.kept?.outcome.startsWith('failed:') ?? false,
      lastEventAt: epochSeconds(marks.lastEvent),
    },
  };
}

export async function readSiteFigures(
  db: SiteDb,
  options: { statusUpdates: boolean; statusEvents: boolean },
): Promise<SiteFigures> {
  const now = new Date();
  const client = getPlatformClient().metrics.snapshot();
  const [health, cluster, alerts, mail, statusMail, purge] = await Promise.all([
    readPlatformHealth(db),
    readClusterHealth(),
    readAlertHealth(db, now),
    mailFigures(db, now.getTime()),
    options.statusUpdates ? statusMailFigures(db, options.statusEvents) : null,
    lastPurge(db),
  ]);
  const self = cluster.instances.find((instance) => instance.self);
  return {
    applications: health.outbox.byState,
    oldestUndeliveredAgeSeconds: Math.floor(health.outbox.lagMs / 1000),
    mail,
    alerts: {
      confirmed: alerts.confirmed,
      pending: alerts.pending,
      lastCheckAt: epochSeconds(alerts.lastCheckAt),
    },
    statusMail,
    lastPurgeAt: epochSeconds(purge?.ranAt),
    liveInstances: cluster.totals.instances,
    instance: {
      draining: isDraining(),
      deliveriesInFlight: self?.deliveriesInFlight ?? 0,
      platform: {
        requests: client.requests,
        rateLimited: client.rateLimited,
        retries: client.retries,
        queued: health.queue.queued,
        inFlight: health.queue.inFlight,
        oldestWaitSeconds: Math.floor(health.queue.oldestWaitMs / 1000),
        tokenExpiresAt: epochSeconds(health.tokenExpiresAt),
      },
    },
  };
}
