import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { runEvery } from '@/lib/background/run-every';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applications, outboundMail } from '@/lib/db/schema';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale } from '@/lib/i18n/locales';
import type { CandidateStatus } from '@/lib/platform/contract';
import { statusPageUrl, updatesPagePath, type StatusLinkSigner } from '../status-link';
import { markStatusRound } from './status-round-mark';
import { composeStatusUpdate } from './status-update-mail';
import { currentStep, finalSteps, isFinalStep, statusSteps, type StatusStepId } from './status-steps';

export type StatusUpdateDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  site: { name: string; url: string };
  /**
   * Where the platform has the candidate now: asked directly, not through the status pages' cache,
   * which may answer with what it read minutes ago while it refreshes.
   */
  fetchStatus: (postingId: string, candidateId: string) => Promise<CandidateStatus>;
  /** How long before one application is asked about again (STATUS_UPDATES_RECHECK_MS). */
  recheckMs: number;
  now: () => number;
  /** Tells the mail worker a mail is waiting. */
  mailQueued?: () => void;
};

export type StatusUpdateResult = { checked: number; mailed: number; unreadable: number };

/**
 * Asked about in one round, one at a time: a round never takes more than one of the platform's
 * concurrent requests, and candidates' applications go first. More wait for the next round.
 */
const PER_ROUND = 100;

const finalIds: StatusStepId[] = finalSteps.map((step) => step.id);
const order = (step: StatusStepId) => statusSteps.findIndex((each) => each.id === step);

/**
 * The applications whose candidates are mailed as they move on: delivered (so the platform has them),
 * in a known language (rows from before it was kept have none), not ended, mails not stopped, no
 * deletion asked.
 */
export const followedApplications = and(
  eq(applications.status, 'delivered'),
  isNotNull(applications.platformCandidateId),
  isNotNull(applications.locale),
  isNotNull(applications.jobTitle),
  isNull(applications.updatesStoppedAt),
  isNull(applications.erasureAskedAt),
  or(isNull(applications.toldStep), notInArray(applications.toldStep, finalIds)),
);

/**
 * News is a step further on than the one the candidate was told of, or an end. A step back (the
 * platform's internal states read as "in review") is not news: they heard of the later one already.
 */
export function isNews(told: StatusStepId, now: StatusStepId): boolean {
  if (now === told) return false;
  return isFinalStep(now) || order(now) > order(told);
}

/**
 * Takes up to a round's applications that are due, least recently asked about first, and marks them
 * asked now in the same transaction: another instance's round skips them (locked, then not due).
 */
async function takeDue(deps: StatusUpdateDeps, now: Date) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: applications.id,
        postingId: applications.postingId,
        candidateId: applications.platformCandidateId,
        toldStep: applications.toldStep,
        locale: applications.locale,
        jobTitle: applications.jobTitle,
        createdAt: applications.createdAt,
        email: sql<string>`${applications.payload}->>'email'`,
        firstName: sql<string>`${applications.payload}->>'firstName'`,
      })
      .from(applications)
      .where(
        and(
          followedApplications,
          or(
            isNull(applications.stepCheckedAt),
            lte(applications.stepCheckedAt, new Date(now.getTime() - deps.recheckMs)),
          ),
        ),
      )
      .orderBy(sql`${applications.stepCheckedAt} asc nulls first`, asc(applications.createdAt))
      .limit(PER_ROUND)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(applications)
        .set({ stepCheckedAt: now })
        .where(
          inArray(
            applications.id,
            rows.map((row) => row.id),
          ),
        );
    return rows;
  });
}

/**
 * One round of the status-updates check: takes the delivered applications whose candidates are mailed
 * as they move on (not stopped, not ended, not asked about within `recheckMs`; least recently checked
 * first), asks the platform where each stands, and mails each candidate whose application moved on.
 * Safe on several instances at once: a round marks the rows it takes before asking (others skip them),
 * and a mail is queued only with the change of the step told, in one transaction.
 * Rows from before the language was kept are left out: a mail must be in the candidate's language.
 */
export async function checkStatusUpdates(deps: StatusUpdateDeps): Promise<StatusUpdateResult> {
  const now = new Date(deps.now());
  const taken = await takeDue(deps, now);

  let mailed = 0;
  let unreadable = 0;
  for (const row of taken) {
    let platform: CandidateStatus;
    try {
      platform = await deps.fetchStatus(row.postingId, row.candidateId!);
    } catch {
      // Down, limited, or the candidate gone from the platform: asked again next time it is due.
      unreadable++;
      continue;
    }
    const told = (row.toldStep ?? 'sent') as StatusStepId;
    const step = currentStep('delivered', platform);
    if (isNews(told, step) && (await tell(deps, { ...row, step }))) mailed++;
  }
  if (mailed > 0) deps.mailQueued?.();
  const result = { checked: taken.length, mailed, unreadable };
  await markStatusRound(deps.db, { ...result, at: now });
  return result;
}

/** A taken application, and the step its candidate is to be told of. */
type Telling = Awaited<ReturnType<typeof takeDue>>[number] & { step: StatusStepId };

/**
 * Moves the step told and queues the mail together; nothing when the row changed meanwhile (the
 * candidate stopped the mails, asked to delete it, or another instance told them first).
 */
async function tell(deps: StatusUpdateDeps, row: Telling): Promise<boolean> {
  const locale = isLocale(row.locale) ? row.locale : 'en';
  const token = deps.signer.sign(row.id);
  const mail = composeStatusUpdate({
    locale,
    siteName: deps.site.name,
    jobTitle: row.jobTitle!,
    firstName: row.firstName ?? '',
    step: row.step,
    submittedAt: row.createdAt,
    statusUrl: statusPageUrl(deps.site.url, locale, token),
    stopUrl: `${deps.site.url}${localizedPath(locale, updatesPagePath(token))}`,
  });
  return deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(applications)
      .set({ toldStep: row.step })
      .where(
        and(
          eq(applications.id, row.id),
          row.toldStep === null ? isNull(applications.toldStep) : eq(applications.toldStep, row.toldStep),
          isNull(applications.updatesStoppedAt),
          isNull(applications.erasureAskedAt),
        ),
      )
      .returning({ id: applications.id });
    if (!moved) return false;
    await tx.insert(outboundMail).values({
      id: randomId(),
      applicationId: row.id,
      toAddress: row.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      // RFC 8058: the mail client's own "unsubscribe" stops these mails in one click.
      listUnsubscribeUrl: `${deps.site.url}/api${updatesPagePath(token)}`,
    });
    return true;
  });
}

/**
 * Runs the check in the background worker. Its first round waits a whole interval after start: nothing
 * here is urgent, and a server restarting in a loop should not ask the platform about everyone each time.
 */
export const startStatusUpdates = (deps: StatusUpdateDeps, intervalMs: number) =>
  runEvery('status updates', () => checkStatusUpdates(deps), intervalMs, { early: false });
