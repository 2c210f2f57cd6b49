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
 * One run of the job alert check: forgets unconfirmed alerts, records which open postings are new, and
 * queues one digest for each alert that is due (none within its frequency: an hour, a day or a week) and
 * has new matching postings.
 * Safe to run on several instances at once: a digest is queued only by the run that moves the alert's
 * mark, in the same transaction as its mail.
 */
export async function runAlertCheck(deps: AlertCheckDeps): Promise<AlertCheckResult> {
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
  const seenAt = jobFirstSeen(jobs, firstSeen);
  let digestsQueued = 0;
  for (const alert of due) {
    const mark = alert.checkedUpTo ?? alert.confirmedAt ?? now;
    const unseen = jobs.filter((job) => (seenAt.get(job.id) ?? 0) > mark.getTime());
    // Around a city, as the list orders them: the city's first, then the nearest, each saying how far.
    const fresh = oneVersionPerJob(
      jobsFoundBy(
        alert.search,
        jobs,
        alertDistanceUnit(alert.search, deps.site.distanceUnit),
        alertLocale(alert),
        unseen,
      ),
      alertLocale(alert),
    );
    if (fresh.length > 0 && (await queueDigest(deps, alert, fresh, now))) digestsQueued += 1;
  }
  if (digestsQueued > 0) deps.mailQueued?.();
  await markAlertCheck(deps.db, now);
  return { forgotten, alertsDue: due.length, digestsQueued };
}

/**
 * When each posting's job was first seen: a job advertised in several languages is as old as its first ad,
 * so an ad added later in another language is not announced as a new job.
 */
function jobFirstSeen(jobs: JobSummary[], firstSeen: Map<string, Date>): Map<string, number> {
  const versions = adVersionsById(jobs);
  const seenAt = (id: string) => firstSeen.get(id)?.getTime() ?? 0;
  return new Map(
    jobs.map((job) => [
      job.id,
      Math.min(...(versions.get(job.id) ?? [job]).map((version) => seenAt(version.id))),
    ]),
  );
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
