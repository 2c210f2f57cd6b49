import 'server-only';
import { erasureJournalDirOf, readDeliveryEnv, readSiteDatabaseEnv } from '@/lib/env';
import { PENDING_ALERT_TTL_MS } from './alerts/alert-store';
import { DRAFT_TTL_MS } from './drafts/draft-ttl';
import { ABUSE_COUNTER_DAYS } from './retention/purge';
import { APPLIED_KEPT_DAYS } from './saved/applied-jobs';
import { SENT_COOKIE_DAYS } from './sent-applications';

const DAY_MS = 86_400_000;

/** How long the site keeps each thing it holds about a candidate: the privacy page's numbers, from the code and settings that decide them. */
export type PrivacyFacts = {
  retentionDays: number;
  refusedFilesDays: number;
  draftDays: number;
  /** How long this browser marks a job it applied to as "Applied" (kept in the browser only). */
  appliedMarkDays: number;
  /** How long the cookie naming this browser's applications lasts (sent-applications.ts). */
  sentCookieDays: number;
  unconfirmedAlertDays: number;
  abuseCounterDays: number;
  /** STATUS_UPDATES: candidates are mailed as their applications move on. */
  statusUpdates: boolean;
  /** ERASURE_JOURNAL_DIR: deletions and withdrawals are written down outside the database. */
  erasureJournal: boolean;
};

export function privacyFacts(): PrivacyFacts {
  const env = readDeliveryEnv();
  return {
    retentionDays: env.RETENTION_DAYS,
    refusedFilesDays: env.RETENTION_REFUSED_FILES_DAYS,
    draftDays: DRAFT_TTL_MS / DAY_MS,
    appliedMarkDays: APPLIED_KEPT_DAYS,
    sentCookieDays: SENT_COOKIE_DAYS,
    unconfirmedAlertDays: PENDING_ALERT_TTL_MS / DAY_MS,
    abuseCounterDays: ABUSE_COUNTER_DAYS,
    statusUpdates: env.STATUS_UPDATES,
    erasureJournal: erasureJournalDirOf(readSiteDatabaseEnv()) !== null,
  };
}
