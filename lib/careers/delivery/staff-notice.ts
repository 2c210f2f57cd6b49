import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { queueStaffMail } from '../mail/staff-mail';
import { composeStaffNotice, UNDELIVERED_AFTER_MINUTES } from './staff-notice-mail';

export type StaffNoticeDeps = {
  db: SiteDb;
  /** STAFF_NOTIFY_EMAIL. */
  to: string[];
  site: { name: string; url: string };
  mailQueued: () => void;
};

/** One notice takes at most this many; the next round takes the rest. */
const PER_NOTICE = 500;
// A retried application keeps the time it was first sent: should a round fall in the second before the
// worker delivers it again, it is named once more. Rare (rounds are minutes apart) and harmless.
const needsAPerson = or(
  eq(applications.status, 'refused'),
  and(
    notInArray(applications.status, ['delivered', 'withdrawn']),
    sql`${applications.createdAt} < now() - make_interval(mins => ${UNDELIVERED_AFTER_MINUTES})`,
  ),
);

/**
 * Queues one mail to staff naming the applications refused by the platform, or not delivered in time,
 * since the last notice, and marks them, in one transaction. Each is named once (a retry, or a refusal
 * after it was named late, clears the mark), and instances on one database never name one twice (rows
 * another holds are skipped). Answers how many it named, or 0 when none needed a person.
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
    await queueStaffMail(tx, deps.to, composeStaffNotice(rows, deps.site));
    return rows.length;
  });
  if (named > 0) deps.mailQueued();
  return named;
}
