import type { ApplicationStatus } from '@/lib/db/schema';

/** The delivery states as the console names them. */
export const stateLabels: Record<ApplicationStatus, string> = {
  received: 'Received',
  delivering: 'Delivering',
  delivered: 'Delivered',
  refused: 'Refused',
  outcome_unknown: 'Outcome unknown',
};
