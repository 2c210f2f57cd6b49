import { sql, type SQL } from 'drizzle-orm';
import { applications, type ApplicationStatus } from '@/lib/db/schema';

/** A `received` application this long past its due time is treated as stuck (no worker took it). */
export const OVERDUE_AFTER_MINUTES = 5;

export const stateLabels: Record<ApplicationStatus, string> = {
  received: 'Received',
  delivering: 'Delivering',
  delivered: 'Delivered',
  refused: 'Refused',
  outcome_unknown: 'Outcome unknown',
  withdrawn: 'Withdrawn before sending',
};

/**
 * SQL for "staff may retry this one": refused for good, or stuck — an unknown outcome, a worker's lease
 * that ran out (the worker died), or a received one long overdue. Evaluated in the database's clock.
 */
export const retryableCondition: SQL = sql`(
  ${applications.status} in ('refused', 'outcome_unknown')
  or (${applications.status} = 'delivering' and ${applications.leaseUntil} < now())
  or (${applications.status} = 'received'
      and ${applications.nextAttemptAt} < now() - make_interval(mins => ${OVERDUE_AFTER_MINUTES}))
)`;

/** The same rule in JavaScript, to decide which rows show a retry button. */
export function isRetryable(
  row: { status: ApplicationStatus; leaseUntil: Date | null; nextAttemptAt: Date },
  now: Date,
): boolean {
  switch (row.status) {
    case 'refused':
    case 'outcome_unknown':
      return true;
    case 'delivering':
      return row.leaseUntil !== null && row.leaseUntil < now;
    case 'received':
      return row.nextAttemptAt.getTime() < now.getTime() - OVERDUE_AFTER_MINUTES * 60_000;
    case 'delivered':
    case 'withdrawn':
      return false;
  }
}
