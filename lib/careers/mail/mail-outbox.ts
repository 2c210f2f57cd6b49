import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { msFromNow } from '@/lib/db/sql-time';
import { outboundMail, type OutboundMailRow } from '@/lib/db/schema';
import { textWithoutDraftLinks } from '../drafts/draft-link-in-mail';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';

/** Leases pending mail that is due, and mail whose sender died mid-send (its lease ran out). */
export async function claimDueMail(
  db: SiteDb,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<OutboundMailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboundMail.id })
      .from(outboundMail)
      .where(
        or(
          and(eq(outboundMail.status, 'pending'), lte(outboundMail.nextAttemptAt, sql`now()`)),
          and(
            eq(outboundMail.status, 'sending'),
            or(isNull(outboundMail.leaseUntil), lt(outboundMail.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(outboundMail.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboundMail)
      .set({
        status: 'sending',
        leaseOwner: owner,
        leaseUntil: msFromNow(leaseMs),
        attempts: sql`${outboundMail.attempts} + 1`,
      })
      .where(
        inArray(
          outboundMail.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The mails still leased by this sender: only the lease holder may settle, renew or give them back. */
const heldAll = (ids: string[], owner: string) =>
  and(inArray(outboundMail.id, ids), eq(outboundMail.leaseOwner, owner), eq(outboundMail.status, 'sending'));
const held = (id: string, owner: string) => heldAll([id], owner);

/**
 * Renews this sender's lease on one mail, before its send and while it lasts; false when the lease lapsed
 * meanwhile (a slow server held up the mails before it in the batch) and another instance may have
 * claimed it: then it is left to that one, never sent twice.
 */
export async function renewMailLease(db: SiteDb, id: string, owner: string, leaseMs: number) {
  const renewed = await db
    .update(outboundMail)
    .set({ leaseUntil: msFromNow(leaseMs) })
    .where(and(held(id, owner), sql`${outboundMail.leaseUntil} > now()`))
    .returning({ id: outboundMail.id });
  return renewed.length > 0;
}

/** Gives claimed mails back unsent (shutting down), for any instance to send now. */
export async function releaseMailLeases(db: SiteDb, owner: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(outboundMail)
    .set({ status: 'pending', leaseOwner: null, leaseUntil: null })
    .where(heldAll(ids, owner));
}

/**
 * What a mail becomes once sent. A "finish later" mail keeps no link: with it, a copy of the database
 * could open the draft.
 */
export function sentMail() {
  const draftMail = sql`${outboundMail.draftId} is not null`;
  return {
    status: 'sent' as const,
    sentAt: sql`now()`,
    leaseOwner: null,
    leaseUntil: null,
    lastError: null,
    textBody: sql`case when ${draftMail} then ${textWithoutDraftLinks} else ${outboundMail.textBody} end`,
    htmlBody: sql`case when ${draftMail} then null else ${outboundMail.htmlBody} end`,
  };
}

/**
 * Sent: the journal has it first, so a restored backup in which it still waits does not send it again.
 * (A process that dies before the update below leaves it to be sent again once its lease lapses, as
 * before, unless a start reads the journal first.)
 */
export async function markMailSent(
  { db, journal }: { db: SiteDb; journal: ErasureJournal },
  id: string,
  owner: string,
) {
  await journal.record({ mailsSent: [id] });
  await db.update(outboundMail).set(sentMail()).where(held(id, owner));
}

export async function markMailRetry(db: SiteDb, id: string, owner: string, delayMs: number, error: string) {
  await db
    .update(outboundMail)
    .set({
      status: 'pending',
      nextAttemptAt: msFromNow(delayMs),
      leaseOwner: null,
      leaseUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(held(id, owner));
}
