import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { alertSubscriptions, outboundMail, type AlertSubscriptionRow } from '@/lib/db/schema';
import type { JobSummary } from '../job';
import type { DistanceUnit } from '../near/distance-unit';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale } from '@/lib/i18n/locales';
import { jobSearchHref } from '../job-search';
import { alertFrequencies, DIGEST_INTERVAL_MS } from './alert-frequency';
import type { AlertLinkSigner } from './alert-links';
import { composeAlertDigest } from './alert-mails';
import { alertDistanceUnit, jobsFoundBy, listSearchOf } from './alert-search';
import { markAlertCheck } from './alert-check-mark';
import { forgetUnconfirmedAlerts } from './alert-store';
import { recordOpenPostings } from './posting-registry';
import { takeRunLease } from '@/lib/db/run-lease';
import { closingDateAhead } from '../closing-date';
import { adVersionsById, oneVersionPerJob } from '../ad-versions';

/** Jobs listed in one digest; the rest are a link away. */
const MAX_JOBS_IN_DIGEST = 20;

export type AlertCheckDeps = {
  db: SiteDb;
  links: AlertLinkSigner;
  /** The site's name and address for the mail; its unit for distances around a city. */
  site: { name: string; url: string; distanceUnit: DistanceUnit };
  /** Every open posting, fresh from the platform (not the pages' cache: a new posting must show). */
  loadOpenJobs: () => Promise<JobSummary[]>;
  now: () => number;
  /** Tells the mail worker a digest is waiting. */
  mailQueued?: () => void;
};

export type AlertCheckResult = { forgotten: number; alertsDue: number; digestsQueued: number };

/**
 * How long one check may hold the run before another instance may take it over: far longer than a check
 * takes (a listing of every open posting, then a query per due alert), shorter than its default interval.
 */
const CHECK_LEASE_MS = 10 * 60_000;
/** The lease's name in `meta`. */
export const ALERT_CHECK_LEASE = 'alerts:check-lease';

/**
 * One run of the job alert check: forgets unconfirmed alerts, records which open postings are new, and
 * queues one digest for each alert that is due (none within its frequency: an hour, a day or a week) and
 * has new matching postings. One instance checks at a time (null: another is checking). Runs that
 * overlapped would each date new postings by their own clock and move alerts' marks to it: a job could
 * be mailed twice, or never.
 */
export async function runAlertCheck(deps: AlertCheckDeps): Promise<AlertCheckResult | null> {
  const release = await takeRunLease(deps.db, ALERT_CHECK_LEASE, deps.now(), CHECK_LEASE_MS);
  if (!release) return null;
  try {
    return await checkAlerts(deps);
  } finally {
    // Not given back (the database blinked): it runs out on its own; the check's own answer stands.
    await release().catch(() => {});
  }
}

async function checkAlerts(deps: AlertCheckDeps): Promise<AlertCheckResult> {
  const now = new Date(deps.now());
  const forgotten = await forgetUnconfirmedAlerts(deps.db, now);
  const jobs = await deps.loadOpenJobs();
  const firstSeen = await recordOpenPostings(
    deps.db,
    jobs.map((job) => job.id),
    now,
  );
  const due = await deps.db
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.status, 'confirmed'),
        or(
          isNull(alertSubscriptions.lastDigestAt),
          // At most one digest per alert in its frequency's interval.
          ...alertFrequencies.map((frequency) =>
            and(
              eq(alertSubscriptions.frequency, frequency),
              lte(alertSubscriptions.lastDigestAt, new Date(now.getTime() - DIGEST_INTERVAL_MS[frequency])),
            ),
          ),
        ),
      ),
    );
  const versions = adVersionsById(jobs);
  let digestsQueued = 0;
  for (const alert of due) {
    const mark = (alert.checkedUpTo ?? alert.confirmedAt ?? now).getTime();
    const locale = alertLocale(alert);
    const unit = alertDistanceUnit(alert.search, deps.site.distanceUnit);
    const seenSince = (job: JobSummary) => (firstSeen.get(job.id)?.getTime() ?? 0) > mark;
    // Around a city, as the list orders them: the city's first, then the nearest, each saying how far.
    const found = jobsFoundBy(alert.search, jobs, unit, locale, jobs.filter(seenSince));
    // A job this alert already found in another language is no news: an ad added later is not a new job.
    const olderAds = found.flatMap((job) => (versions.get(job.id) ?? []).filter((ad) => !seenSince(ad)));
    const foundBefore = new Set(jobsFoundBy(alert.search, jobs, unit, locale, olderAds).map((ad) => ad.id));
    const fresh = oneVersionPerJob(
      found.filter((job) => !(versions.get(job.id) ?? []).some((ad) => foundBefore.has(ad.id))),
      locale,
    );
    if (fresh.length > 0 && (await queueDigest(deps, alert, fresh, now))) digestsQueued += 1;
  }
  if (digestsQueued > 0) deps.mailQueued?.();
  await markAlertCheck(deps.db, now);
  return { forgotten, alertsDue: due.length, digestsQueued };
}

/** The language the alert was started in: its mail and every page it links to are in it. */
const alertLocale = (alert: AlertSubscriptionRow) => (isLocale(alert.locale) ? alert.locale : 'en');

async function queueDigest(deps: AlertCheckDeps, alert: AlertSubscriptionRow, jobs: JobSummary[], now: Date) {
  const { site, links } = deps;
  const locale = alertLocale(alert);
  const page = (path: string) => `${site.url}${localizedPath(locale, path)}`;
  const unsubscribeUrl = `${site.url}/api/alerts/unsubscribe/${links.sign('unsubscribe', alert.id, now.getTime())}`;
  const listed = jobs.slice(0, MAX_JOBS_IN_DIGEST);
  const mail = composeAlertDigest({
    locale,
    siteName: site.name,
    jobs: listed.map((job) => ({
      title: job.title,
      location: job.location,
      url: page(`/jobs/${encodeURIComponent(job.id)}`),
      closes: closingDateAhead(job, now),
      ...(job.pay ? { pay: job.pay } : {}),
      ...(job.distance ? { distance: job.distance } : {}),
    })),
    total: jobs.length,
    moreUrl:
      jobs.length > listed.length
        ? page(jobSearchHref(listSearchOf(alert.search, deps.site.distanceUnit)))
        : undefined,
    manageUrl: page(`/alerts/manage/${links.sign('manage', alert.ownerKey, now.getTime())}`),
    unsubscribeUrl,
  });
  return deps.db.transaction(async (tx) => {
    // The fence: only the run that still sees the alert's old mark moves it and queues the mail.
    const moved = await tx
      .update(alertSubscriptions)
      .set({ lastDigestAt: now, checkedUpTo: now })
      .where(
        and(
          eq(alertSubscriptions.id, alert.id),
          alert.checkedUpTo
            ? eq(alertSubscriptions.checkedUpTo, alert.checkedUpTo)
            : isNull(alertSubscriptions.checkedUpTo),
        ),
      )
      .returning({ id: alertSubscriptions.id });
    if (moved.length === 0) return false;
    await tx.insert(outboundMail).values({
      id: randomId(),
      alertSubscriptionId: alert.id,
      toAddress: alert.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      listUnsubscribeUrl: unsubscribeUrl,
    });
    return true;
  });
}
