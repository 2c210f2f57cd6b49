import { eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { emailSchema } from '@/lib/platform/contract';
import { alertSubscriptions, applications, outboundMail } from '@/lib/db/schema';
import type { ErasureJournal } from '@/lib/careers/erasure-journal/erasure-journal';
import { rowIds } from '@/lib/careers/erasure-journal/journal-lines';
import { recordStaffActivity, type StaffMember } from './activity/staff-activity';
import { erasedCountsText } from './erase-outcome';

export type ErasedCounts = { applications: number; mails: number; alerts: number };
export type EraseResult =
  | { status: 'erased'; counts: ErasedCounts }
  /** An application of theirs is being sent to the platform this moment: nothing was deleted. */
  | { status: 'in_flight' };

/**
 * The address as the apply form takes it (the contract's rule): an address the form accepted
 * ("josé@example.com", "a!b@example.com") must be one staff can erase, which zod's stricter z.email() refuses.
 */
export const eraseEmailSchema = emailSchema;

/**
 * A candidate's request to be forgotten, as far as this site goes: every application with that address
 * (its files and answers, its status link stops working), every mail to it, and its job alerts, in one
 * transaction, written down in the erasure journal. The recruiting platform keeps its own copy; the
 * console says so. "Finish later" drafts are sealed with their link and cannot be found by address: they
 * expire within a week.
 */
export async function eraseCandidateData(
  { db, journal }: { db: SiteDb; journal: ErasureJournal },
  email: string,
  now: Date,
  by: StaffMember,
): Promise<EraseResult> {
  const address = email.trim().toLowerCase();
  const sameAddress = (column: typeof applications.candidateEmail | typeof outboundMail.toAddress) =>
    sql`lower(${column}) = ${address}`;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as SiteDb;
    // Locked first: the delivery worker skips locked rows, so none is leased while this runs.
    const theirs = await tx
      .select({ status: applications.status, leaseUntil: applications.leaseUntil })
      .from(applications)
      .where(sameAddress(applications.candidateEmail))
      .for('update');
    const sending = theirs.some(
      (row) => row.status === 'delivering' && row.leaseUntil !== null && row.leaseUntil > now,
    );
    if (sending) return { status: 'in_flight' as const };
    const mails = await tx
      .delete(outboundMail)
      .where(sameAddress(outboundMail.toAddress))
      .returning({ id: outboundMail.id });
    const deleted = await tx
      .delete(applications)
      .where(sameAddress(applications.candidateEmail))
      .returning({ id: applications.id });
    const alerts = await tx
      .delete(alertSubscriptions)
      .where(eq(alertSubscriptions.email, address))
      .returning({ id: alertSubscriptions.id });
    // Before it commits, so a restored backup has it done again; ids only (erasure-journal).
    await journal.record({ applications: rowIds(deleted), alerts: rowIds(alerts), mails: rowIds(mails) });
    const counts = { applications: deleted.length, mails: mails.length, alerts: alerts.length };
    // The log keeps who erased and how much, never the address: it is what was asked to be forgotten.
    await recordStaffActivity(tx, by, { action: 'erased_candidate', detail: erasedCountsText(counts) });
    return { status: 'erased' as const, counts };
  });
}
