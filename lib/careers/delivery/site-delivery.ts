import 'server-only';
import { createHmac } from 'node:crypto';
import { readDeliveryEnv, readMailEnv, type DeliveryEnv } from '@/lib/env';
import type { SiteDb } from '@/lib/db/connection';
import { getSiteDb } from '@/lib/db/site-db';
import { FormTokens } from '../form-token';
import { createMailTransport } from '../mail/mail-transport';
import { MailWorker } from '../mail/mail-worker';
import { getPlatformClient } from '../platform';
import { StatusLinkSigner } from '../status-link';
import { startRetentionSchedule } from '../retention/retention-schedule';
import { DeliveryWorker } from './delivery-worker';
import { loadStatusLinkKeys } from './site-secrets';

export type SiteDelivery = {
  db: SiteDb;
  env: DeliveryEnv;
  signer: StatusLinkSigner;
  formTokens: FormTokens;
  /** Signs the apply challenges (lib/careers/abuse); derived from the site's key, never the key itself. */
  challengeSecret: string;
  worker: DeliveryWorker;
  mailWorker: MailWorker;
};

const logError = (what: string) => (error: unknown) =>
  // Names only: messages may carry addresses or application content.
  console.error(`[delivery] ${what} failed:`, error instanceof Error ? error.name : typeof error);

async function open(): Promise<SiteDelivery> {
  const env = readDeliveryEnv();
  const mailEnv = readMailEnv();
  const db = await getSiteDb();
  const keys = await loadStatusLinkKeys(db, env.STATUS_LINK_KEYS);
  const worker = new DeliveryWorker({
    db,
    platform: getPlatformClient(),
    leaseMs: env.DELIVERY_LEASE_MS,
    pollMs: env.DELIVERY_POLL_MS,
    concurrency: env.DELIVERY_CONCURRENCY,
    onError: logError('a delivery round'),
  });
  const mailWorker = new MailWorker({
    db,
    transport: createMailTransport({ smtpUrl: mailEnv.SMTP_URL, dir: mailEnv.MAIL_DIR }),
    from: mailEnv.MAIL_FROM,
    leaseMs: env.DELIVERY_LEASE_MS,
    pollMs: env.DELIVERY_POLL_MS,
    onError: logError('a mail round'),
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
      { retentionDays: env.RETENTION_DAYS, refusedFilesDays: env.RETENTION_REFUSED_FILES_DAYS },
      env.RETENTION_PURGE_INTERVAL_MS,
    );
  }
  return {
    db,
    env,
    signer: new StatusLinkSigner(keys),
    formTokens: new FormTokens(keys[0]!.secret),
    challengeSecret: createHmac('sha256', keys[0]!.secret).update('apply-challenge').digest('base64url'),
    worker,
    mailWorker,
  };
}

// On globalThis: one set of workers per process, however many route bundles load this module.
const slot = Symbol.for('career-site.delivery');
const holder = globalThis as { [slot]?: Promise<SiteDelivery> };

/** The process's delivery: database, keys and workers, started on first use (and by instrumentation). */
export function getSiteDelivery(): Promise<SiteDelivery> {
  if (!holder[slot]) {
    const opening = open();
    opening.catch(() => {
      if (holder[slot] === opening) delete holder[slot];
    });
    holder[slot] = opening;
  }
  return holder[slot];
}
