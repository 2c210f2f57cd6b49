import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applicationFiles, outboundMail, type ApplicationRow } from '@/lib/db/schema';
import type { StatusLinkSigner } from '../status-link';
import { linkedApplication } from './linked-application';

export type ApplicationCopyDeps = {
  db: SiteDb;
  signer: StatusLinkSigner;
  site: { name: string; url: string };
};

/**
 * Everything this site keeps about one application, for its candidate (GDPR art. 15, right of access,
 * and art. 20, in a machine-readable form): what they sent as it was passed on, where it stands here,
 * the files still held (their names and sizes: the candidate has the files), and every email about it.
 * Nothing of the site's own workings (worker leases, keys, retry counts). Null for a token that is not
 * genuine (linked-application.ts).
 */
export async function applicationCopy(deps: ApplicationCopyDeps, token: string, now: Date) {
  const row = await linkedApplication(deps, token);
  if (!row) return null;
  return { madeAt: now.toISOString(), site: deps.site, ...(await applicationRecord(deps.db, row)) };
}

export type ApplicationCopy = NonNullable<Awaited<ReturnType<typeof applicationCopy>>>;

/** One application's part of a copy (above, and address-copy.ts for all of an address's). */
export async function applicationRecord(db: SiteDb, row: ApplicationRow) {
  const { id } = row;
  const [files, mails] = await Promise.all([
    db
      .select({
        kind: applicationFiles.kind,
        name: applicationFiles.fileName,
        type: applicationFiles.mimeType,
        bytes: sql<number>`octet_length(${applicationFiles.bytes})`.mapWith(Number),
      })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id))
      .orderBy(asc(applicationFiles.id)),
    mailsWhere(db, eq(outboundMail.applicationId, id)),
  ]);
  return {
    application: {
      reference: row.id,
      job: { id: row.postingId, title: row.jobTitle },
      sentAt: row.createdAt.toISOString(),
      language: row.locale,
      sentFrom: row.channel,
      campaign: row.tracking,
      stateOnThisSite: row.status,
      passedOnAt: row.deliveredAt?.toISOString() ?? null,
      withdrawalAskedAt: row.withdrawalAskedAt?.toISOString() ?? null,
      deletionAskedAt: row.erasureAskedAt?.toISOString() ?? null,
      emailsAsItMoves: row.updatesStoppedAt ? 'stopped' : 'on',
    },
    details: row.payload,
    files,
    emails: mails,
  };
}

/** The mails kept that `where` picks, oldest first, as a candidate reads them. */
export async function mailsWhere(db: SiteDb, where: SQL | undefined) {
  const mails = await db
    .select({
      to: outboundMail.toAddress,
      subject: outboundMail.subject,
      queuedAt: outboundMail.createdAt,
      sentAt: outboundMail.sentAt,
      text: outboundMail.textBody,
    })
    .from(outboundMail)
    .where(where)
    .orderBy(asc(outboundMail.createdAt));
  return mails.map((mail) => ({
    ...mail,
    queuedAt: mail.queuedAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  }));
}
