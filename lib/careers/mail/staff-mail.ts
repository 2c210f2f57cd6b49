import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { outboundMail } from '@/lib/db/schema';
import { formatUtcMinute } from '@/lib/i18n/format-date';

/** How a staff mail names an application: by id, job and time, never by who sent it. */
export const namedApplication = (row: { id: string; postingId: string; createdAt: Date }) =>
  `  - ${row.id}, job ${row.postingId}, sent ${formatUtcMinute(row.createdAt)}`;

/** Why this address gets staff mail, the last line of each. */
export const staffMailReason = (siteUrl: string) =>
  `You get this mail because STAFF_NOTIFY_EMAIL names this address on ${siteUrl}. Each application is named once.`;

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
