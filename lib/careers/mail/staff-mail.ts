import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { outboundMail } from '@/lib/db/schema';

/**
 * Queues a plain-text mail to each staff address (STAFF_NOTIFY_EMAIL) in the outbox. Pass the
 * transaction that records what the mail is about, so the two stand or fall together.
 */
export async function queueStaffMail(
  db: SiteDb,
  to: readonly string[],
  mail: { subject: string; text: string },
): Promise<void> {
  if (to.length === 0) return;
  await db.insert(outboundMail).values(
    to.map((address) => ({
      id: randomId(),
      toAddress: address,
      subject: mail.subject,
      textBody: mail.text,
    })),
  );
}
