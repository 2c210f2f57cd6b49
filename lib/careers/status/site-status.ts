import 'server-only';
import { readDeliveryEnv } from '@/lib/env';
import type { CandidateStatus } from '@/lib/platform/contract';
import { getSiteDb } from '@/lib/db/site-db';
import { processPart } from '@/lib/site-runtime';
import { getSiteKeys } from '../site-keys';
import { getJob } from '../jobs';
import { getPlatformClient } from '../platform';
import { clusterCache, getCluster } from '@/lib/cluster/cluster';
import type { SwrCache } from '../swr-cache';
import { loadApplicationStatus, type ApplicationStatusView, type ListedJob } from './application-status';
import { loadAddressApplications, type AddressApplications } from './address-applications';
import { addressErasureSubjectOf, type AddressErasureSubject } from './address-erasure';
import { withdrawalChangesLeft } from './withdrawal';
import { databaseAbuseCounter } from '../abuse/abuse-counter';

/** However many people watch one application, the platform is asked at most once per 5 s. */
export const STATUS_WINDOW_MS = 5_000;

/**
 * Platform statuses by candidate id, one cache for the process (for the cluster with REDIS_URL): the status pages, their polling route
 * and the staff console all read through it, so together they ask at most once per candidate per 5 s.
 */
export function candidateStatusCache(): SwrCache<CandidateStatus> {
  return processPart('candidate-status-cache', () =>
    clusterCache<CandidateStatus>(getCluster(), 'candidate-status', {
      ttlMs: STATUS_WINDOW_MS,
      staleMs: 10 * 60_000,
      retryMs: STATUS_WINDOW_MS,
      maxEntries: 10_000,
    }),
  );
}

/** A job while it is listed; null once it is not (the status page and mails then say so). */
export async function listedJob(postingId: string): Promise<ListedJob | null> {
  const job = await getJob(postingId);
  return job.status === 'ok' ? { title: job.job.title, language: job.job.language } : null;
}

/** A job's title while it is listed, for mails (plain words, no language to mark). */
export async function listedJobTitle(postingId: string): Promise<string | null> {
  return (await listedJob(postingId))?.title ?? null;
}

async function statusDeps() {
  const [db, keys] = await Promise.all([getSiteDb(), getSiteKeys()]);
  return {
    db,
    signer: keys.signer,
    addressLinks: keys.addressLinks,
    alertLinks: keys.alertLinks,
    statusCache: candidateStatusCache(),
    fetchStatus: (postingId: string, candidateId: string) =>
      getPlatformClient().getCandidateStatus(postingId, candidateId),
    listedJob,
    updateMailsSent: readDeliveryEnv().STATUS_UPDATES,
  };
}

/** The status behind a status-link token, or null (→ 404) for anything else. */
export async function getApplicationStatus(token: string): Promise<ApplicationStatusView | null> {
  return loadApplicationStatus(await statusDeps(), token);
}

/** Every application behind an "all your applications" link, or null (→ 404) for anything else. */
export async function getAddressApplications(token: string): Promise<AddressApplications | null> {
  return loadAddressApplications(await statusDeps(), token, Date.now());
}

/** What deleting everything behind an "all your applications" link would delete, or null (→ 404). */
export async function getAddressErasureSubject(token: string): Promise<AddressErasureSubject | null> {
  const [db, keys] = await Promise.all([getSiteDb(), getSiteKeys()]);
  return addressErasureSubjectOf({ db, addressLinks: keys.addressLinks }, token, Date.now());
}

/**
 * Whether a token with no application behind it is one the site really issued: then the application
 * was deleted by the retention purge (lib/careers/retention), and the page says so instead of a 404
 * that looks like a broken link.
 */
export async function wasPurged(token: string): Promise<boolean> {
  return (await getSiteKeys()).signer.verify(token) !== null;
}

/** Whether the withdrawal request behind a status link may still change today (withdrawal.ts). */
export async function mayChangeWithdrawal(token: string): Promise<boolean> {
  const [db, keys] = await Promise.all([getSiteDb(), getSiteKeys()]);
  const applicationId = keys.signer.verify(token)?.applicationId;
  return !!applicationId && (await withdrawalChangesLeft(databaseAbuseCounter(db), applicationId)) > 0;
}
