import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { msFromNow } from '@/lib/db/sql-time';
import {
  applications,
  type ApplicationChannel,
  type ApplicationFileKind,
  type ApplicationPayload,
} from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/rows-of';

export type StoredFile = {
  kind: ApplicationFileKind;
  fileName: string;
  mimeType: string;
  /** The content as the upload carried it; stored as bytes. */
  base64: string;
};
export type MailDraft = { id: string; to: string; subject: string; text: string; html?: string };

export type Submission = {
  id: string;
  postingId: string;
  idempotencyKey: string;
  payload: ApplicationPayload;
  /** Campaign tracking (utm_*, source): the site's own record, never sent to the platform as it is. */
  tracking: Record<string, string>;
  /** Where the candidate applied (the console's report); not recorded when absent. */
  channel?: ApplicationChannel;
  /** The language the candidate applied in: later mail about the application is in it. */
  locale?: string;
  /** The job's title as the candidate read it, for that mail. */
  jobTitle?: string;
  files: StoredFile[];
  statusLinkKid: string;
  /** The process that will try it at once; it holds the lease so no worker sends it meanwhile. */
  leaseOwner: string;
  leaseMs: number;
  confirmation?: MailDraft;
  /** At most `max` applications from one email address within `windowMs`, counted under a lock. */
  limitPerAddress?: { max: number; windowMs: number };
};

export type Enqueued =
  | Stored
  /** The address reached its limit; nothing was stored and no earlier row holds this key. */
  | { limited: true; created: false };

export type Stored = {
  limited?: false;
  id: string;
  /** Who the row is for, so a reused form token can be told from the same application sent twice. */
  candidateEmail: string;
  postingId: string;
  statusLinkKid: string | null;
  created: boolean;
  /** The stored row's time (null when an earlier submission with the same key answered). */
  createdAt: Date | null;
  /** The answers that earlier submission stored (null when this one stored its own). */
  firstAnswers: ApplicationPayload | null;
};

/**
 * Commits an application, its files and its confirmation mail before anything is sent — one statement
 * (data-modifying CTEs), so it is atomic and costs one round trip however many submissions arrive at
 * once. A second submission with the same idempotency key stores nothing and answers the first one.
 */
export async function enqueueApplication(db: SiteDb, submission: Submission): Promise<Enqueued> {
  const limit = submission.limitPerAddress;
  if (!limit) return insertApplication(db, submission);
  // Count and insert under a lock on the address: concurrent submits from one address take turns, so
  // none of them can see a count another is about to raise (the statement after the lock sees its commit).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${normaliseEmail(submission.payload.email)}))`,
    );
    return insertApplication(tx as unknown as SiteDb, submission);
  });
}

// Any fixed number: the first key of the two-key advisory locks taken per email address.
const ADDRESS_LOCK_SPACE = 7_345_113;

async function insertApplication(db: SiteDb, submission: Submission): Promise<Enqueued> {
  const mail = submission.confirmation;
  const files = submission.files.map(
    // As base64 text decoded by the database: several times faster through PGlite than a bytea parameter.
    (file) => sql`(${file.kind}, ${file.fileName}, ${file.mimeType}, decode(${file.base64}, 'base64'))`,
  );
  const storeFiles =
    files.length > 0
      ? sql`, stored_files as (
          insert into application_files (application_id, kind, file_name, mime_type, bytes)
          select app.id, file.kind, file.file_name, file.mime_type, file.bytes
          from app, (values ${sql.join(files, sql`, `)}) as file (kind, file_name, mime_type, bytes))`
      : sql``;
  const storeMail = mail
    ? sql`, stored_mail as (
      insert into outbound_mail (id, application_id, to_address, subject, text_body, html_body)
      select ${mail.id}, app.id, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null} from app
    )`
    : sql``;
  const email = normaliseEmail(submission.payload.email);
  const limit = submission.limitPerAddress;
  const underLimit = limit
    ? sql`where (select count(*) from applications
        where candidate_email = ${email}
          and created_at >= now() - ${limit.windowMs} * interval '1 millisecond') < ${limit.max}`
    : sql``;
  const result = await db.execute(sql`
    with app as (
      insert into applications
        (id, posting_id, idempotency_key, status, payload, tracking, candidate_email, channel, locale,
         job_title, lease_owner, lease_until, attempts, status_link_kid)
      select
        ${submission.id}, ${submission.postingId}, ${submission.idempotencyKey}, 'delivering',
        ${JSON.stringify(submission.payload)}::jsonb, ${JSON.stringify(submission.tracking)}::jsonb,
        ${email}, ${submission.channel ?? null}, ${submission.locale ?? null},
        ${submission.jobTitle ?? null}, ${submission.leaseOwner}, ${msFromNow(submission.leaseMs)},
        1, ${submission.statusLinkKid}
      ${underLimit}
      on conflict (idempotency_key) do nothing
      returning id, created_at
    )${storeFiles}${storeMail}
    select id, created_at from app`);
  // attempts = 1 above: the submitting process sends it straight after this commit.
  const [inserted] = rowsOf<{ id: string; created_at: Date | string }>(result);
  if (inserted) {
    return {
      id: submission.id,
      candidateEmail: email,
      postingId: submission.postingId,
      statusLinkKid: submission.statusLinkKid,
      created: true,
      createdAt: new Date(inserted.created_at),
      firstAnswers: null,
    };
  }
  const first = await findByIdempotencyKey(db, submission.idempotencyKey);
  if (first) {
    const { payload, ...row } = first;
    return { ...row, created: false, createdAt: null, firstAnswers: payload };
  }
  if (limit) return { limited: true, created: false };
  throw new Error('idempotency key conflict without a row');
}

/** The application a form's idempotency key already produced, if any. */
export async function findByIdempotencyKey(db: SiteDb, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: applications.id,
      statusLinkKid: applications.statusLinkKid,
      candidateEmail: applications.candidateEmail,
      postingId: applications.postingId,
      payload: applications.payload,
    })
    .from(applications)
    .where(eq(applications.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/**
 * The applications these idempotency keys produced that still stand for their candidates: not withdrawn,
 * not refused by the platform, and no deletion asked (an erased one has no row left). In the keys' order.
 */
export async function findStandingApplications(db: SiteDb, idempotencyKeys: readonly string[]) {
  const rows = await db
    .select({
      id: applications.id,
      idempotencyKey: applications.idempotencyKey,
      candidateEmail: applications.candidateEmail,
      postingId: applications.postingId,
      firstAnswers: applications.payload,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.idempotencyKey, [...idempotencyKeys]),
        notInArray(applications.status, ['refused', 'withdrawn']),
        isNull(applications.withdrawalAskedAt),
        isNull(applications.erasureAskedAt),
      ),
    );
  return idempotencyKeys.flatMap((key) => rows.filter((row) => row.idempotencyKey === key));
}

/** Addresses compare case-insensitively for limits and look-ups. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
