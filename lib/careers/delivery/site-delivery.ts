import 'server-only';
import { readDeliveryEnv, readMailEnv, type DeliveryEnv } from '@/lib/env';
import type { SiteDb } from '@/lib/db/connection';
import { getSiteDb } from '@/lib/db/site-db';
import { oneAtATime } from '@/lib/background/one-at-a-time';
import { openedProcessPart } from '@/lib/site-runtime';
import { createMailTransport } from '../mail/mail-transport';
import { MailWorker } from '../mail/mail-worker';
import { getPlatformClient, getWebhooksPlatformClient } from '../platform';
import { startRetentionSchedule } from '../retention/retention-schedule';
import { startAlertSchedule } from '../alerts/alert-schedule';
import { getErasureJournal, repeatErasuresAtStart } from '../erasure-journal/site-erasure-journal';
import { startAskedErasures } from '../status/asked-erasures';
import { startStatusEvents, STATUS_EVENTS_PATH, type StatusEventDeps } from '../status/status-events';
import { checkStatusUpdates, startStatusUpdates, type StatusUpdateDeps } from '../status/status-updates';
import type { AlertCheckDeps } from '../alerts/run-alert-check';
import { fetchOpenJobs } from '../job-source';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import { DeliveryWorker } from './delivery-worker';
import { startStaffNoticeSchedule } from './staff-notice-schedule';
import type { ReceiveDeps } from './receive-application';

export type SiteDelivery = {
  db: SiteDb;
  env: DeliveryEnv;
  worker: DeliveryWorker;
  mailWorker: MailWorker;
  /** What taking an application needs: the outbox, the status-link signer, this process's workers. */
  receive: ReceiveDeps;
  /** The job alert check the worker runs on a schedule (and /api/alerts/check on demand). */
  alertCheck: AlertCheckDeps;
  /** The status-updates check, likewise (/api/status-updates/check); null with STATUS_UPDATES=off. */
  statusUpdates: StatusUpdateDeps | null;
  /** The platform's status events (/api/platform/webhooks); null unless PLATFORM_WEBHOOKS is on. */
  statusEvents: StatusEventDeps | null;
};

/** Long enough to walk every page of postings at the platform's pace. */
const OPEN_POSTINGS_TIMEOUT_MS = 120_000;

const logError = (what: string) => (error: unknown) =>
  // Names only: messages may carry addresses or application content.
  console.error(`[delivery] ${what} failed:`, error instanceof Error ? error.name : typeof error);

async function open(): Promise<SiteDelivery> {
  const env = readDeliveryEnv();
  const mailEnv = readMailEnv();
  const db = await getSiteDb();
  const { signer, alertLinks } = await getSiteKeys();
  const site = getSiteConfig();
  const journal = getErasureJournal();
  const worker = new DeliveryWorker({
    db,
    journal,
    platform: getPlatformClient(),
    leaseMs: env.DELIVERY_LEASE_MS,
    pollMs: env.DELIVERY_POLL_MS,
    concurrency: env.DELIVERY_CONCURRENCY,
    onError: logError('a delivery round'),
  });
  const mailWorker = new MailWorker({
    db,
    journal,
    transport: createMailTransport({ smtpUrl: mailEnv.SMTP_URL, dir: mailEnv.MAIL_DIR }),
    from: mailEnv.MAIL_FROM,
    leaseMs: env.DELIVERY_LEASE_MS,
    pollMs: env.DELIVERY_POLL_MS,
    onError: logError('a mail round'),
  });
  const alertCheck: AlertCheckDeps = {
    db,
    links: alertLinks,
    site: { name: site.name, url: site.url, distanceUnit: site.distanceUnit },
    loadOpenJobs: () =>
      fetchOpenJobs(
        getPlatformClient(),
        AbortSignal.timeout(OPEN_POSTINGS_TIMEOUT_MS),
        { payField: site.payField },
        site.postingsScope,
      ),
    now: Date.now,
    mailQueued: () => mailWorker.wake(),
  };
  const statusUpdates: StatusUpdateDeps | null = env.STATUS_UPDATES
    ? {
        db,
        signer,
        site: { name: site.name, url: site.url },
        fetchStatus: (postingId, candidateId) =>
          getPlatformClient().getCandidateStatus(postingId, candidateId),
        recheckMs: env.STATUS_UPDATES_RECHECK_MS,
        now: Date.now,
        mailQueued: () => mailWorker.wake(),
      }
    : null;
  const statusEvents: StatusEventDeps | null =
    statusUpdates && env.PLATFORM_WEBHOOKS
      ? {
          db,
          callbackUrl: `${site.url}${STATUS_EVENTS_PATH}`,
          platform: getWebhooksPlatformClient(env.PLATFORM_WEBHOOKS_SCOPE),
          now: Date.now,
          roundSoon: oneAtATime(() => checkStatusUpdates(statusUpdates), logError('a status round')),
        }
      : null;
  // Before any send: a restored backup must not send, or keep, what candidates deleted or withdrew since,
  // nor send again what went out since. Candidates' requests wait for it (journaled-site-db.ts).
  await repeatErasuresAtStart({
    db,
    staff: env.STAFF_NOTIFY_EMAIL ?? [],
    site: { name: site.name, url: site.url },
    mailQueued: () => mailWorker.wake(),
  });
  if (env.DELIVERY_WORKER) {
    // The first candidate after a restart should not wait for the OAuth token.
    getPlatformClient()
      .tokens?.getToken()
      .catch(() => {});
    worker.start();
    mailWorker.start();
    startRetentionSchedule(
      db,
      {
        retentionDays: env.RETENTION_DAYS,
        refusedFilesDays: env.RETENTION_REFUSED_FILES_DAYS,
        activityDays: env.STAFF_ACTIVITY_DAYS,
      },
      env.RETENTION_PURGE_INTERVAL_MS,
    );
    startAlertSchedule(alertCheck, env.ALERTS_CHECK_INTERVAL_MS);
    if (statusUpdates) startStatusUpdates(statusUpdates, env.STATUS_UPDATES_CHECK_INTERVAL_MS);
    if (statusEvents) startStatusEvents(statusEvents, env.PLATFORM_WEBHOOKS_CHECK_INTERVAL_MS);
    startAskedErasures(
      {
        db,
        staff: env.STAFF_NOTIFY_EMAIL ?? [],
        site: { name: site.name, url: site.url },
        mailQueued: () => mailWorker.wake(),
      },
      env.DELIVERY_POLL_MS,
    );
    if (env.STAFF_NOTIFY_EMAIL)
      startStaffNoticeSchedule(
        {
          db,
          to: env.STAFF_NOTIFY_EMAIL,
          site: { name: site.name, url: site.url },
          mailQueued: () => mailWorker.wake(),
        },
        env.STAFF_NOTIFY_INTERVAL_MS,
      );
  }
  return {
    db,
    env,
    worker,
    mailWorker,
    receive: {
      db,
      signer,
      deliverLeased: (id, prepared) => worker.deliverLeased(id, prepared),
      busy: () => worker.saturated,
      mailQueued: () => mailWorker.wake(),
      leaseOwner: worker.owner,
      leaseMs: env.DELIVERY_LEASE_MS,
      waitMs: env.DELIVERY_WAIT_MS,
      limitPerAddress: env.APPLY_LIMIT_PER_ADDRESS,
      site: { name: site.name, url: site.url },
    },
    alertCheck,
    statusUpdates,
    statusEvents,
  };
}

/** The process's delivery: its workers (one set per process), started on first use and by boot. */
export function getSiteDelivery(): Promise<SiteDelivery> {
  return openedProcessPart('site-delivery', open);
}
