import { z } from 'zod';
import { sourceDetailsSchema } from './application';
import { idLabelSchema, isoTimestampSchema } from './common';
import { readCandidateStatus } from './status';

/**
 * A candidate as `GET /candidates` lists one (davejcameron/smartrecruiters `candidates/list.json`, SDK
 * Candidate): the job it is assigned to, never the posting it applied through; only `id` is certain.
 * Which posting a candidate applied to is the apply API's to say (its status there, or a 404).
 */
export const candidateSchema = z
  .object({
    id: z.string().min(1),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    createdOn: isoTimestampSchema.optional(),
    updatedOn: isoTimestampSchema.optional(),
    primaryAssignment: z
      .object({
        job: z.object({ id: z.string(), title: z.string().optional() }).loose(),
        status: readCandidateStatus.optional(),
        subStatus: z.string().optional(),
      })
      .loose()
      .optional(),
    /** Where the application came from, as sent with it (campaign tracking); absent when none was sent. */
    sourceDetails: sourceDetailsSchema.optional(),
  })
  .loose();
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
