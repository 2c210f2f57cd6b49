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

/** Clients also accept the hyphenated spelling some platform versions send, normalised here. */
export const candidateStatusResponseSchema = z.object({
  status: z.preprocess((value) => (value === 'IN-REVIEW' ? 'IN_REVIEW' : value), candidateStatusSchema),
});
export type CandidateStatusResponse = z.infer<typeof candidateStatusResponseSchema>;
