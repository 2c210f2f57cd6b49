import type { ApplicationStatus } from '@/lib/db/schema';
import type { CandidateStatus } from '@/lib/platform/contract';

/**
 * The candidate's view of where an application stands, in the order it usually moves. Their words are in
 * the `status` namespace (messages/<locale>/status.json, `step`).
 */
export const statusSteps = [
  { id: 'received' },
  { id: 'sent' },
  { id: 'in_review' },
  { id: 'interview' },
  { id: 'offer' },
] as const;
/** Where it can end; only one of them is ever shown. */
export const finalSteps = [{ id: 'hired' }, { id: 'not_selected' }, { id: 'withdrawn' }] as const;

export type StatusStepId = (typeof statusSteps)[number]['id'] | (typeof finalSteps)[number]['id'];

const fromPlatform: Record<CandidateStatus, StatusStepId> = {
  NEW: 'sent',
  IN_REVIEW: 'in_review',
  INTERVIEW: 'interview',
  OFFER: 'offer',
  HIRE: 'hired',
  REJECTED: 'not_selected',
  WITHDRAWN: 'withdrawn',
  // Internal states a candidate has no word for: still with the hiring team.
  LEAD: 'in_review',
  TRANSFERRED: 'in_review',
  OTHER: 'in_review',
};

export const isFinalStep = (step: StatusStepId) => finalSteps.some((final) => final.id === step);

/**
 * The step to show: from the platform once delivered, "withdrawn" when the candidate withdrew it before it
 * was sent, else "received" (whether delivery is under way, waiting for the platform, or needs staff: the
 * application is safe either way).
 */
export function currentStep(delivery: ApplicationStatus, platform: CandidateStatus | null): StatusStepId {
  if (delivery === 'withdrawn') return 'withdrawn';
  if (delivery !== 'delivered') return 'received';
  return platform ? fromPlatform[platform] : 'sent';
}
