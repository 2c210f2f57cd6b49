import { eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { queueStaffMail } from '../mail/staff-mail';
import type { StatusLinkSigner } from '../status-link';
import { composeErasureNotice, type ErasedApplication } from './erasure-mail';

export type ErasureDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  /** STAFF_NOTIFY_EMAIL; empty → the candidate is told whom to write to about the platform's copy. */
  staff: string[];
  site: { name: string; url: string };
  mailQueued: () => void;
  /** Where the deletion is written down, so a restored backup has it done again. */
  journal: ErasureJournal;
};

/**
 * What deleting did: `erased` (and whether staff were asked to delete the platform's copy), `asked` (a
 * send is under way or its outcome not yet known: it is not sent again, and it is deleted as soon as it
 * settles, by asked-erasures.ts), or `not-found` (not a status link of an application the site keeps).
 */
export type ErasureOutcome =
  { status: 'erased'; platformAsked: boolean } | { status: 'asked' } | { status: 'not-found' };

/**
 * Where an application stands, as erasing it needs to know: whether the platform has a copy, or
 * whether that is not known yet (`settling`), or the candidate already asked while it was (`asked`).
 */
export type ErasureCase = 'not-sent' | 'on-platform' | 'not-on-platform' | 'settling' | 'asked';

export function erasureCase(status: ApplicationStatus, erasureAskedAt: Date | null = null): ErasureCase {
  if (status === 'received') return 'not-sent';
  if (status === 'delivered') return 'on-platform';
  if (status === 'refused' || status === 'withdrawn') return 'not-on-platform';
  // `delivering` or `outcome_unknown`: it may be arriving now, and the platform's id is not known yet.
  return erasureAskedAt ? 'asked' : 'settling';
}

/** What the delete page shows of the application a status link names: which one, and where it stands. */
export type ErasureSubject = { where: ErasureCase; postingId: string; submittedAt: string };

/**
 * The delete page's application, read once and from the site alone: the page needs no step from the
 * platform, only whether the platform has a copy, which the site knows.
 */
export async function erasureSubjectOf(
  deps: Pick<ErasureDeps, 'db' | 'signer'>,
  token: string,
): Promise<ErasureSubject | undefined> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return undefined;
  const [row] = await deps.db
    .select({
      status: applications.status,
      erasureAskedAt: applications.erasureAskedAt,
      postingId: applications.postingId,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return (
    row && {
      where: erasureCase(row.status, row.erasureAskedAt),
      postingId: row.postingId,
      submittedAt: row.createdAt.toISOString(),
    }
  );
}

/** What erasing reads of a row: the ids staff need, and where it stands. */
export const erasedColumns = {
  id: applications.id,
  postingId: applications.postingId,
  createdAt: applications.createdAt,
  status: applications.status,
  platformCandidateId: applications.platformCandidateId,
};

/**
 * Deletes a settled application the caller holds locked, in the caller's transaction: its row, and with
 * it its details, answers, files and mails (they cascade). One that reached the platform is also there:
 * staff are mailed, by ids only, to delete it as their data protection process says. Answers whether
 * staff were asked.
 */
export async function eraseSettled(
  tx: SiteDb,
  deps: Pick<ErasureDeps, 'staff' | 'site'>,
  row: ErasedApplication & { status: ApplicationStatus },
): Promise<boolean> {
  const platformAsked = erasureCase(row.status) === 'on-platform' && deps.staff.length > 0;
  if (platformAsked) await queueStaffMail(tx, deps.staff, composeErasureNotice(row, deps.site));
  await tx.delete(applications).where(eq(applications.id, row.id));
  return platformAsked;
}

/**
 * The holder of a status link asks this site to forget the application, in one transaction, so the
 * status link stops working. One still waiting to be sent is never sent (the row's lock keeps the
 * delivery worker, which skips locked rows, away until it is gone). One whose send is under way or
 * unsettled cannot go yet, as the platform may be taking it now: the ask is recorded, the delivery worker
 * sends it no more, one whose outcome is unknown is looked up at once, and it goes as soon as it settles.
 * Asking again changes nothing.
 */
export async function eraseApplication(deps: ErasureDeps, token: string): Promise<ErasureOutcome> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  return applicationId ? eraseApplicationWithId(deps, applicationId) : { status: 'not-found' };
}

/** The same for an application whose candidate has proved otherwise that it is theirs (address-erasure.ts). */
export async function eraseApplicationWithId(
  deps: Omit<ErasureDeps, 'signer'>,
  applicationId: string,
): Promise<ErasureOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<ErasureOutcome> => {
    const [row] = await tx
      .select({ ...erasedColumns, erasureAskedAt: applications.erasureAskedAt })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!row) return { status: 'not-found' };
    const where = erasureCase(row.status, row.erasureAskedAt);
    if (where === 'asked') return { status: 'asked' };
    await deps.journal.record({ applications: [row.id] });
    if (where === 'settling') {
      await tx
        .update(applications)
        .set({
          erasureAskedAt: sql`now()`,
          // An unknown outcome waits for its next try to be looked up: that is now.
          nextAttemptAt: sql`least(${applications.nextAttemptAt}, now())`,
        })
        .where(eq(applications.id, row.id));
      return { status: 'asked' };
    }
    return { status: 'erased', platformAsked: await eraseSettled(tx, deps, row) };
  });
  if (outcome.status === 'erased' && outcome.platformAsked) deps.mailQueued();
  return outcome;
}
