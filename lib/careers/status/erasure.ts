import { eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import { queueStaffMail } from '../mail/staff-mail';
import type { StatusLinkSigner } from '../status-link';
import { composeErasureNotice } from './erasure-mail';

export type ErasureDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  /** STAFF_NOTIFY_EMAIL; empty → the candidate is told whom to write to about the platform's copy. */
  staff: string[];
  site: { name: string; url: string };
  mailQueued: () => void;
};

/**
 * What deleting did: `erased` (and whether staff were asked to delete the platform's copy), `settling`
 * (a send is under way or its outcome not yet known: nothing was deleted, the candidate comes back in a
 * few minutes), or `not-found` (not a status link of an application the site keeps).
 */
export type ErasureOutcome =
  { status: 'erased'; platformAsked: boolean } | { status: 'settling' } | { status: 'not-found' };

/** Where an application stands, as erasing it needs to know: whether the platform has a copy. */
export type ErasureCase = 'not-sent' | 'on-platform' | 'not-on-platform' | 'settling';

export function erasureCase(status: ApplicationStatus): ErasureCase {
  if (status === 'received') return 'not-sent';
  if (status === 'delivered') return 'on-platform';
  if (status === 'refused' || status === 'withdrawn') return 'not-on-platform';
  // `delivering` or `outcome_unknown`: it may be arriving now, and the platform's id is not known yet.
  return 'settling';
}

/** Where the application a status link names stands, for the delete page to say what deleting does. */
export async function erasureCaseOf(
  deps: Pick<ErasureDeps, 'db' | 'signer'>,
  token: string,
): Promise<ErasureCase | undefined> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return undefined;
  const [row] = await deps.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row && erasureCase(row.status);
}

/**
 * The holder of a status link asks this site to forget the application: its row goes, and with it its
 * details, answers, files and mails (they cascade), in one transaction, so the status link stops
 * working. One still waiting to be sent is never sent (the row's lock keeps the delivery worker, which
 * skips locked rows, away until it is gone). One that reached the platform is also there: staff are
 * mailed, by ids only, to delete it as their data protection process says. One whose send is under way
 * or unsettled is left as it is until it settles, as the console's erasure does.
 */
export async function eraseApplication(deps: ErasureDeps, token: string): Promise<ErasureOutcome> {
  const applicationId = deps.signer.verify(token)?.applicationId;
  if (!applicationId) return { status: 'not-found' };
  const outcome = await deps.db.transaction(async (tx): Promise<ErasureOutcome> => {
    const [row] = await tx
      .select({
        id: applications.id,
        postingId: applications.postingId,
        createdAt: applications.createdAt,
        status: applications.status,
        platformCandidateId: applications.platformCandidateId,
      })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('update');
    if (!row) return { status: 'not-found' };
    const where = erasureCase(row.status);
    if (where === 'settling') return { status: 'settling' };
    const platformAsked = where === 'on-platform' && deps.staff.length > 0;
    if (platformAsked) await queueStaffMail(tx, deps.staff, composeErasureNotice(row, deps.site));
    await tx.delete(applications).where(eq(applications.id, row.id));
    return { status: 'erased', platformAsked };
  });
  if (outcome.status === 'erased' && outcome.platformAsked) deps.mailQueued();
  return outcome;
}
