import { eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applicationDrafts, outboundMail } from '@/lib/db/schema';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { rowIds } from '../erasure-journal/journal-lines';

export type DraftMail = { id: string; to: string; subject: string; text: string; html: string };

export type NewDraft = {
  id: string;
  postingId: string;
  sealed: string;
  now: Date;
  expiresAt: Date;
  mail: DraftMail;
};

/** Stores a sealed draft and the mail with its link in one transaction: the mail worker sends it. */
export async function storeDraft(db: SiteDb, draft: NewDraft): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(applicationDrafts).values({
      id: draft.id,
      postingId: draft.postingId,
      sealed: draft.sealed,
      createdAt: draft.now,
      expiresAt: draft.expiresAt,
    });
    await tx.insert(outboundMail).values({
      id: draft.mail.id,
      draftId: draft.id,
      toAddress: draft.mail.to,
      subject: draft.mail.subject,
      textBody: draft.mail.text,
      htmlBody: draft.mail.html,
    });
  });
}

export async function getDraftRow(db: SiteDb, id: string) {
  const [row] = await db.select().from(applicationDrafts).where(eq(applicationDrafts.id, id));
  return row ?? null;
}

/**
 * Deletes a draft the candidate is done with and, by cascade, its mail row (which holds its link). The
 * journal has it before it commits, so a restored backup does not bring back answers they sent or cleared.
 */
export async function deleteDraft(
  { db, journal }: { db: SiteDb; journal: ErasureJournal },
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(applicationDrafts)
      .where(eq(applicationDrafts.id, id))
      .returning({ id: applicationDrafts.id });
    await journal.record({ drafts: rowIds(deleted) });
    return deleted.length > 0;
  });
}
