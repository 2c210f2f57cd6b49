import { and, eq, gte, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import {
  applicationFiles,
  applications,
  outboundMail,
  type ApplicationFileKind,
  type ApplicationPayload,
} from '@/lib/db/schema';

export type StoredFile = { kind: ApplicationFileKind; fileName: string; mimeType: string; bytes: Uint8Array };
export type MailDraft = { id: string; to: string; subject: string; text: string; html?: string };

export type Submission = {
  id: string;
  postingId: string;
  idempotencyKey: string;
  payload: ApplicationPayload;
  files: StoredFile[];
  statusLinkKid: string;
  /** The process that will try it at once; it holds the lease so no worker sends it meanwhile. */
  leaseOwner: string;
  leaseMs: number;
  confirmation: MailDraft;
};

export type Enqueued = {
  id: string;
  statusLinkKid: string | null;
  created: boolean;
  /** The stored row's time (null when an earlier submission with the same key answered). */
  createdAt: Date | null;
};

/**
 * Commits an application, its files and its confirmation mail in one transaction, before anything is
 * sent. A second submission with the same idempotency key stores nothing and answers the first one.
 */
export async function enqueueApplication(db: SiteDb, submission: Submission): Promise<Enqueued> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({
        id: submission.id,
        postingId: submission.postingId,
        idempotencyKey: submission.idempotencyKey,
        status: 'delivering',
        payload: submission.payload,
        candidateEmail: normaliseEmail(submission.payload.email),
        leaseOwner: submission.leaseOwner,
        leaseUntil: sql`now() + ${submission.leaseMs} * interval '1 millisecond'`,
        // Counted now: the submitting process sends it straight after the commit.
        attempts: 1,
        statusLinkKid: submission.statusLinkKid,
      })
      .onConflictDoNothing({ target: applications.idempotencyKey })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (inserted.length === 0) {
      const [first] = await tx
        .select({ id: applications.id, statusLinkKid: applications.statusLinkKid })
        .from(applications)
        .where(eq(applications.idempotencyKey, submission.idempotencyKey));
      if (!first) throw new Error('idempotency key conflict without a row');
      return { ...first, created: false, createdAt: null };
    }
    if (submission.files.length > 0) {
      await tx
        .insert(applicationFiles)
        .values(submission.files.map((file) => ({ ...file, applicationId: submission.id })));
    }
    const mail = submission.confirmation;
    await tx.insert(outboundMail).values({
      id: mail.id,
      applicationId: submission.id,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    });
    return {
      id: submission.id,
      statusLinkKid: submission.statusLinkKid,
      created: true,
      createdAt: inserted[0]!.createdAt,
    };
  });
}

/** The application a form's idempotency key already produced, if any. */
export async function findByIdempotencyKey(db: SiteDb, idempotencyKey: string) {
  const [row] = await db
    .select({ id: applications.id, statusLinkKid: applications.statusLinkKid })
    .from(applications)
    .where(eq(applications.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** How many applications one email address sent since `since` (the per-address limit). */
export async function countApplicationsFrom(db: SiteDb, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.candidateEmail, normaliseEmail(email)), gte(applications.createdAt, since)));
  return row?.count ?? 0;
}

/** Addresses compare case-insensitively for limits and look-ups. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
