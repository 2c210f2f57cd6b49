import 'server-only';
import { desc } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { outboundMail } from '@/lib/db/schema';

/** The newest rows of the mail outbox: pending, sending and sent. */
export function listOutboundMail(db: SiteDb, limit = 50) {
  return db
    .select({
      id: outboundMail.id,
      to: outboundMail.toAddress,
      subject: outboundMail.subject,
      textBody: outboundMail.textBody,
      status: outboundMail.status,
      attempts: outboundMail.attempts,
      lastError: outboundMail.lastError,
      createdAt: outboundMail.createdAt,
      sentAt: outboundMail.sentAt,
    })
    .from(outboundMail)
    .orderBy(desc(outboundMail.createdAt))
    .limit(limit);
}
export type OutboundMailItem = Awaited<ReturnType<typeof listOutboundMail>>[number];
