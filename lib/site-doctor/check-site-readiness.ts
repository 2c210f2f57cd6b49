import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EMBEDDED_ADMIN_CLIENT_ID,
  EnvError,
  erasureJournalDirOf,
  isLoopbackUrl,
  readDeliveryEnv,
  readAdminAuthEnv,
  readMailEnv,
  readSiteDatabaseEnv,
  readSiteEnv,
  type EnvSource,
} from '@/lib/env';
import { erasureJournalInsideData } from '@/lib/careers/erasure-journal/journal-inside-data';
import type { CheckResult } from '@/lib/platform/doctor/check-platform';
import { checkSiteEnvironment } from '@/lib/site-environment';

/**
 * What an operator should know before going live, from the site's own settings (`npm run doctor`, with
 * the platform's checks): whether the site would start at all, and what it would do without which it is
 * not safe in production — candidates getting no mail, links that end with a lost database, deletions a
 * restore would bring back, refusals no one hears of, nothing to monitor. Only reads, except a test file
 * written to the erasure journal's directory and removed.
 */
export async function checkSiteReadiness(source: EnvSource): Promise<CheckResult[]> {
  try {
    checkSiteEnvironment(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return [
      {
        check: 'Settings',
        outcome: 'fail',
        detail: `the site would not start: ${error.issues.join('; ')}`,
        nextStep: 'fix each variable named; the README lists them all',
      },
    ];
  }
  const site = readSiteEnv(source);
  const mail = readMailEnv(source);
  const delivery = readDeliveryEnv(source);
  return [
    { check: 'Settings', outcome: 'pass', detail: 'every variable the site reads is valid' },
    siteAddress(site.SITE_URL),
    mailCheck(mail.SMTP_URL, mail.MAIL_FROM),
    delivery.STATUS_LINK_KEYS
      ? { check: 'Status-link keys', outcome: 'pass', detail: 'STATUS_LINK_KEYS is set' }
      : {
          check: 'Status-link keys',
          outcome: 'warn',
          detail:
            'a key is generated and kept in the database alone: lose it, and every link mailed stops working',
          nextStep: 'set STATUS_LINK_KEYS (README, "Status link") and keep it with your other secrets',
        },
    await erasureJournalCheck(source),
    staffConsoleCheck(source),
    delivery.STAFF_NOTIFY_EMAIL
      ? { check: 'Staff notices', outcome: 'pass', detail: `to ${delivery.STAFF_NOTIFY_EMAIL.join(', ')}` }
      : {
          check: 'Staff notices',
          outcome: 'warn',
          detail:
            'no one is mailed of refused or stuck applications, or of candidates asking to delete the platform’s copy',
          nextStep: 'set STAFF_NOTIFY_EMAIL to the hiring team’s address',
        },
    delivery.METRICS_TOKEN
      ? { check: 'Monitoring', outcome: 'pass', detail: '/api/metrics answers with METRICS_TOKEN' }
      : {
          check: 'Monitoring',
          outcome: 'warn',
          detail: 'nothing outside the console watches the outbox, the mail or the platform’s limits',
          nextStep: 'set METRICS_TOKEN and load deploy/prometheus (README, "Monitoring")',
        },
  ];
}

/**
 * Whether staff can sign in to the console on a real account: the embedded platform's client is known
 * only to it. On SmartRecruiters a sign-in app (authorization code) is registered by SmartRecruiters'
 * own team, not in the Credentials screen, so it is worth knowing before going live.
 */
function staffConsoleCheck(source: EnvSource): CheckResult {
  const admin = readAdminAuthEnv(source);
  if (isLoopbackUrl(admin.apiUrl))
    return { check: 'Staff console', outcome: 'pass', detail: 'staff sign in on the embedded platform' };
  if (admin.clientId === EMBEDDED_ADMIN_CLIENT_ID)
    return {
      check: 'Staff console',
      outcome: 'warn',
      detail: `staff cannot sign in: the console's OAuth client is the embedded platform's (${EMBEDDED_ADMIN_CLIENT_ID})`,
      nextStep: `register a sign-in app with the platform (SmartRecruiters: ask its partner team), with the redirect URI ${admin.siteUrl ?? '<AUTH_URL>'}/api/auth/callback/platform, then set ADMIN_OAUTH_CLIENT_ID and ADMIN_OAUTH_CLIENT_SECRET`,
    };
  return {
    check: 'Staff console',
    outcome: 'pass',
    detail: `staff sign in at ${admin.authorizeUrl} with the client ${admin.clientId}`,
  };
}

function siteAddress(url: string): CheckResult {
  if (url.startsWith('https://')) return { check: 'Site address', outcome: 'pass', detail: url };
  return {
    check: 'Site address',
    outcome: isLoopbackUrl(url) ? 'warn' : 'fail',
    detail: `${url}: links in mail, the embed snippet, the sitemap index and its files would name it`,
    nextStep: 'set SITE_URL to the https:// address candidates use',
  };
}

function mailCheck(smtpUrl: string | undefined, from: string): CheckResult {
  if (!smtpUrl)
    return {
      check: 'Mail',
      outcome: 'warn',
      detail: 'SMTP_URL is unset: mail is written to files, and candidates get no confirmation or link',
      nextStep: 'set SMTP_URL and MAIL_FROM',
    };
  const host = new URL(smtpUrl).hostname;
  if (/@localhost>?$/.test(from))
    return {
      check: 'Mail',
      outcome: 'warn',
      detail: `sent through ${host}, from ${from}, which no inbox will trust`,
      nextStep: 'set MAIL_FROM to an address of your domain',
    };
  return { check: 'Mail', outcome: 'pass', detail: `sent through ${host}, from ${from}` };
}

async function erasureJournalCheck(source: EnvSource): Promise<CheckResult> {
  const env = readSiteDatabaseEnv(source);
  const dir = erasureJournalDirOf(env);
  if (!dir)
    return {
      check: 'Erasure journal',
      outcome: 'warn',
      detail: 'off: a restored backup would bring back what candidates deleted',
      nextStep: 'set ERASURE_JOURNAL_DIR to a directory outside the database’s backups (README, "Backups")',
    };
  if (erasureJournalInsideData(env))
    return {
      check: 'Erasure journal',
      outcome: 'fail',
      detail: `${dir} is inside SITE_DATA_DIR: a backup copies it, and a restore would put back an old journal`,
      nextStep: 'set ERASURE_JOURNAL_DIR to a directory outside SITE_DATA_DIR (README, "Backups")',
    };
  const probe = path.join(dir, `.doctor-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe);
    return {
      check: 'Erasure journal',
      outcome: 'pass',
      detail: `deletions, choices and what went out are written down in ${dir}`,
    };
  } catch (error) {
    return {
      check: 'Erasure journal',
      outcome: 'fail',
      detail: `${dir} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'unknown'})`,
      nextStep: 'give the site’s user a directory it can write in ERASURE_JOURNAL_DIR',
    };
  }
}
