import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import { recordStaffActivity, type StaffMember } from './activity/staff-activity';
import { retryableCondition } from './delivery-state';

export type RetryResult = { status: 'queued'; state: ApplicationStatus } | { status: 'not_retryable' };

/**
 * Hands a refused or stuck application back to the delivery worker: due now, no lease. A refused one
 * starts again as received; an unknown outcome keeps its state so the worker reconciles it on the
 * platform before sending again (never a duplicate). The worker picks it up by itself.
 * The condition is in the UPDATE, so two staff clicking at once or a worker finishing meanwhile is safe.
 * The activity log names who retried it, in the same transaction.
 */
export async function retryApplication(db: SiteDb, id: string, by: StaffMember): Promise<RetryResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as SiteDb;
    const [row] = await tx
      .update(applications)
      .set({
        status: sql`case when ${applications.status} = 'refused' then 'received' else ${applications.status} end`,
        nextAttemptAt: sql`now()`,
        leaseOwner: null,
        leaseUntil: null,
        // Should it be refused again, or stay undelivered, staff hear of it again.
        staffNotifiedAt: null,
      })
      .where(and(eq(applications.id, id), retryableCondition))
      .returning({ status: applications.status });
    if (!row) return { status: 'not_retryable' as const };
    await recordStaffActivity(tx, by, { action: 'retried_application', subject: id });
    return { status: 'queued' as const, state: row.status };
  });
}
