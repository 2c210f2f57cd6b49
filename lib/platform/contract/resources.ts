import { z } from 'zod';
import { sourceDetailsSchema } from './application';
import { idLabelSchema, isoTimestampSchema } from './common';
import { candidateStatusSchema } from './status';

export const candidateSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdOn: isoTimestampSchema,
  updatedOn: isoTimestampSchema,
  primaryAssignment: z.object({
    postingId: z.string(),
    job: z.object({ id: z.string(), title: z.string() }),
    status: candidateStatusSchema,
  }),
  /** Where the application came from, as sent with it (campaign tracking); absent when none was sent. */
  sourceDetails: sourceDetailsSchema.optional(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  refNumber: z.string(),
  status: z.enum(['CREATED', 'SOURCING', 'INTERVIEW', 'OFFER', 'FILLED', 'ON_HOLD', 'CANCELLED']),
  postingStatus: z.enum(['PUBLIC', 'NOT_PUBLISHED']),
  department: idLabelSchema,
  location: z.object({ city: z.string(), countryCode: z.string() }),
  createdOn: isoTimestampSchema,
  updatedOn: isoTimestampSchema,
});
export type Job = z.infer<typeof jobSchema>;

export const publicationSchema = z.object({
  jobId: z.string(),
  postingStatus: z.enum(['PUBLIC', 'NOT_PUBLISHED']),
  postingIds: z.array(z.string()),
});
export type Publication = z.infer<typeof publicationSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  jobId: z.string(),
  reviewerId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdOn: isoTimestampSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reportNames = ['candidates', 'users'] as const;
export const reportNameSchema = z.enum(reportNames);
export type ReportName = z.infer<typeof reportNameSchema>;
