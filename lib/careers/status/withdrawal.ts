import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import type { AbuseCounter } from '../abuse/abuse-counter';
import { markWithdrawn } from '../delivery/lease';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { queueStaffMail } from '../mail/staff-mail';
import type { StatusLinkSigner } from '../status-link';
import { composeWithdrawalNotice, composeWithdrawalTakenBackNotice } from './withdrawal-mail';

export type WithdrawalDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  /** STAFF_NOTIFY_EMAIL; empty → the console alone shows the request. */
  staff: string[];
  site: { name: string; url: string };
  mailQueued: () => void;
  /** Where the request is written down, so a restored backup does not undo it (erasure-journal). */
  journal: ErasureJournal;
  /** Counts each application's changes of the request per day (WITHDRAWAL_CHANGES_PER_DAY). */
  counter: AbuseCounter;
};

/** What staff mail names of an application (withdrawal-mail.ts): where it stands, never who sent it. */
const namedInStaffMail = {
  id: applications.id,
  postingId: applications.postingId,
  createdAt: applications.createdAt,
  status: applications.status,
  platformCandidateId: applications.platformCandidateId,
};

/**
 * What asking did: recorded now (staff are mailed), asked before (nothing more happens), or the token
 * is not a status link the site issued for an application it keeps. Asked through the link, it may also
 * be `limited`: refused for today, the request having changed too often.
 */
export type WithdrawalOutcome = 'asked' | 'already-asked' | 'not-found';

/**
 * Asks and take-backs one application may make a day: plenty for a candidate who changes their mind, not
 * for a script that flips it to mail staff again and again (each change mails every STAFF_NOTIFY_EMAIL).
 */
export const WITHDRAWAL_CHANGES_PER_DAY = 6;
const DAY_S = 86_400;
const changesKey = (applicationId: string) => `withdrawal:${applicationId}`;

/** How many more times the request may change today (the withdraw page offers none at 0). */
export async function withdrawalChangesLeft(counter: AbuseCounter, applicationId: string): Promise<number> {
  const key = changesKey(applicationId);
  const made = (await counter.peek([key], DAY_S)).get(key) ?? 0;
  return Math.max(0, WITHDRAWAL_CHANGES_PER_DAY - made);
}

/** A change the candidate asked for through their link, within the day's allowance. */
async function limitedChange<Outcome extends string>(
  counter: AbuseCounter,
  applicationId: string,
  change: () => Promise<Outcome>,
  changed: Outcome,
): Promise<Outcome | 'limited'> {
  if ((await withdrawalChangesLeft(counter, applicationId)) === 0) return 'limited';
  const outcome = await change();
  if (outcome === changed) await counter.hit([changesKey(applicationId)], DAY_S);
  return outcome;
}

/**
 * Records that the holder of a status link asked to withdraw the application, and queues the mail that
 * asks staff to record it on the platform, in one transaction. An application still waiting for its
 * next try is not sent at all. Asking again, from a second tab or a resubmitted
 * form, changes nothing and mails nobody.
 */
export async function askToWithdraw(
  deps: WithdrawalDeps,
  token: string,
): Promise<WithdrawalOutcome | 'limited'> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return 'not-found';
  return limitedChange(deps.counter, applicationId, () => askToWithdrawWithId(deps, applicationId), 'asked');
}

/** The same for an application named by id (a restore repeating the journal's requests: no limit). */
export async function askToWithdrawWithId(
  deps: Omit<WithdrawalDeps, 'signer' | 'counter'>,
  applicationId: string,
): Promise<WithdrawalOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<WithdrawalOutcome> => {
    const [asked] = await tx
      .update(applications)
      .set({ withdrawalAskedAt: sql`now()` })
      .where(and(eq(applications.id, applicationId), isNull(applications.withdrawalAskedAt)))
      .returning(namedInStaffMail);
    if (!asked) {
      const [kept] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.id, applicationId));
      return kept ? 'already-asked' : 'not-found';
    }
    await deps.journal.record({ withdrawn: [asked.id] });
    // `received` is an application waiting for its next try, and no send of it can have reached the
    // platform (one that may have is `outcome_unknown`), so withdrawing it means not sending it. The
    // update above holds the row's lock, so the delivery worker, which skips locked rows, cannot claim it
    // meanwhile. One leased now is stopped by the worker at its next step, if its send fails or has not
    // begun (deliver-application.ts); one that arrives is for staff to record.
    const stopped = asked.status === 'received' && (await markWithdrawn(tx, eq(applications.id, asked.id)));
    const status: ApplicationStatus = stopped ? 'withdrawn' : asked.status;
    await queueStaffMail(tx, deps.staff, composeWithdrawalNotice({ ...asked, status }, deps.site));
    return 'asked';
  });
  if (outcome === 'asked' && deps.staff.length > 0) deps.mailQueued();
  return outcome;
}

/**
 * What taking a request back did: taken back now (staff are mailed), nothing asked to take back, too late
 * (the application was stopped before it was sent: it is withdrawn, and its files are gone), or the token
 * is not a status link the site issued for an application it keeps. Through the link, also `limited`.
 */
export type TakeBackOutcome = 'taken-back' | 'not-asked' | 'too-late' | 'not-found';

/**
 * The candidate changed their mind before staff recorded the withdrawal: the request is cleared and staff
 * are mailed, in one transaction. The delivery worker stops an application only while the request stands
 * (`withdrawIfAsked`), and each of the two updates waits for the other's row lock, so either the request
 * is taken back and the application goes on, or it was stopped first and stays withdrawn. One whose
 * withdrawal staff have recorded on the platform has ended, and its page no longer offers this.
 */
export async function takeBackWithdrawal(
  deps: WithdrawalDeps,
  token: string,
): Promise<TakeBackOutcome | 'limited'> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return 'not-found';
  return limitedChange(
    deps.counter,
    applicationId,
    () => takeBackWithdrawalWithId(deps, applicationId),
    'taken-back',
  );
}

/** The same for an application named by id (a restore repeating the journal's requests: no limit). */
export async function takeBackWithdrawalWithId(
  deps: Omit<WithdrawalDeps, 'signer' | 'counter'>,
  applicationId: string,
): Promise<TakeBackOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<TakeBackOutcome> => {
    const [kept] = await tx
      .update(applications)
      .set({ withdrawalAskedAt: null })
      .where(
        and(
          eq(applications.id, applicationId),
          isNotNull(applications.withdrawalAskedAt),
          ne(applications.status, 'withdrawn'),
        ),
      )
      .returning(namedInStaffMail);
    if (!kept) {
      const [row] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!row) return 'not-found';
      return row.status === 'withdrawn' ? 'too-late' : 'not-asked';
    }
    await deps.journal.record({ withdrawalTakenBack: [kept.id] });
    await queueStaffMail(tx, deps.staff, composeWithdrawalTakenBackNotice(kept, deps.site));
    return 'taken-back';
  });
  if (outcome === 'taken-back' && deps.staff.length > 0) deps.mailQueued();
  return outcome;
}
