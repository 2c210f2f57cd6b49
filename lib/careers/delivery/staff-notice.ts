import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applications, outboundMail } from '@/lib/db/schema';
import { composeStaffNotice } from './staff-notice-mail';
import { stuckCondition } from './stuck-applications';

export type StaffNoticeDeps = {
  db: SiteDb;
  /** STAFF_NOTIFY_EMAIL. */
  to: string[];
  site: { name: string; url: string };
  mailQueued: () => void;
};

/** One notice takes at most this many; the next round takes the rest. */
const PER_NOTICE = 500;
/**
 * A stuck application is told of once it is this old: an unknown outcome is usually settled by the
 * worker within a minute, and staff should hear of what stays stuck, not of every network blip.
 */
export const STUCK_NOTICE_AFTER_MINUTES = 15;

const needsAPerson = or(
  eq(applications.status, 'refused'),
  and(
    stuckCondition,
    sql`${applications.createdAt} < now() - make_interval(mins => ${STUCK_NOTICE_AFTER_MINUTES})`,
  ),
);

/**
 * Queues one mail to staff naming the applications refused by the platform or stuck since the last
 * notice, and marks them, in one transaction: each is named once (a retry clears the mark), and
 * instances on one database never mail the same one twice (rows another holds are skipped).
 * Answers how many it named, or 0 when none needed a person.
 */
export async function queueStaffNotice(deps: StaffNoticeDeps): Promise<number> {
  const named = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: applications.id,
        postingId: applications.postingId,
        refused: sql<boolean>`${applications.status} = 'refused'`,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(and(isNull(applications.staffNotifiedAt), needsAPerson))
      .orderBy(asc(applications.createdAt))
      .limit(PER_NOTICE)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await tx
      .update(applications)
      .set({ staffNotifiedAt: sql`now()` })
      .where(
        inArray(
          applications.id,
          rows.map((row) => row.id),
        ),
      );
    const mail = composeStaffNotice(rows, deps.site);
    await tx.insert(outboundMail).values(
      deps.to.map((address) => ({
        id: randomId(),
        toAddress: address,
        subject: mail.subject,
        textBody: mail.text,
      })),
    );
    return rows.length;
  });
  if (named > 0) deps.mailQueued();
  return named;
}
