import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import { retryableCondition } from './delivery-state';

export type RetryResult = { status: 'queued'; state: ApplicationStatus } | { status: 'not_retryable' };

/**
 * Hands a refused or stuck application back to the delivery worker: due now, no lease. A refused one
 * starts again as received; an unknown outcome keeps its state so the worker reconciles it on the
 * platform before sending again (never a duplicate). The worker picks it up by itself.
 * The condition is in the UPDATE, so two staff clicking at once or a worker finishing meanwhile is safe.
 */
export async function retryApplication(db: SiteDb, id: string): Promise<RetryResult> {
  const updated = await db
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
  const [row] = updated;
  return row ? { status: 'queued', state: row.status } : { status: 'not_retryable' };
}
