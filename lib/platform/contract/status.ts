import { z } from 'zod';

export const candidateStatuses = [
  'NEW',
  'IN_REVIEW',
  'INTERVIEW',
  'OFFER',
  'HIRE',
  'REJECTED',
  'WITHDRAWN',
  'LEAD',
  'TRANSFERRED',
  'OTHER',
] as const;
export const candidateStatusSchema = z.enum(candidateStatuses);
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;

/**
 * The Candidates API and the newer Candidate Status API spell two of the apply API's statuses otherwise
 * (SDK CandidateStatusEnum; developers.smartrecruiters.com changelog "Candidate Status API"): read alike.
 */
const otherSpellings: Record<string, CandidateStatus> = { OFFERED: 'OFFER', HIRED: 'HIRE' };

/** A status as a platform writes it, in this site's words; a value this site does not know yet is "OTHER". */
export const readCandidateStatus = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const upper = value.toUpperCase().replace(/-/g, '_');
  return otherSpellings[upper] ?? upper;
}, candidateStatusSchema.catch('OTHER'));

/** The status as read: the real docs spell `IN-REVIEW` with a dash (normalised here). */
export const candidateStatusResponseSchema = z.object({ status: readCandidateStatus });
export type CandidateStatusResponse = z.infer<typeof candidateStatusResponseSchema>;
