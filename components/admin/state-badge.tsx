import { stateLabels } from '@/lib/admin/delivery-state';
import type { ApplicationStatus } from '@/lib/db/schema';

const tone: Record<ApplicationStatus, string> = {
  received: 'admin-badge-wait',
  delivering: 'admin-badge-wait',
  outcome_unknown: 'admin-badge-wait',
  delivered: 'admin-badge-good',
  refused: 'admin-badge-bad',
  // Settled, and nothing for staff to do: the plain badge.
  withdrawn: '',
};

/** Delivery state in words (colour only repeats it). */
export function StateBadge({ state, stuck }: { state: ApplicationStatus; stuck?: boolean }) {
  return (
    <span className={`admin-badge ${tone[state]}`.trim()}>
      {stateLabels[state]}
      {stuck && state !== 'refused' ? ' · stuck' : ''}
    </span>
  );
}
