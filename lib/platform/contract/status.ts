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
 * The status as read: the real docs spell `IN-REVIEW` with a dash (normalised here), and a value this
 * site does not know yet is "OTHER", never an error.
 */
export const candidateStatusResponseSchema = z.object({
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase().replace(/-/g, '_') : value),
    candidateStatusSchema.catch('OTHER'),
  ),
});
export type CandidateStatusResponse = z.infer<typeof candidateStatusResponseSchema>;
