import { z } from 'zod';
import { idLabelSchema, isoTimestampSchema } from './common';

export const postingLocationSchema = z.object({
  city: z.string(),
  region: z.string().optional(),
  regionCode: z.string().optional(),
  country: z.string(),
  /** ISO 3166-1 alpha-2, lower case, as the platform sends it. */
  countryCode: z.string().length(2),
  postalCode: z.string().optional(),
  remote: z.boolean(),
});

export const jobAdSectionSchema = z.object({ title: z.string(), text: z.string() });

export const jobAdSchema = z.object({
  sections: z.object({
    companyDescription: jobAdSectionSchema,
    jobDescription: jobAdSectionSchema,
    qualifications: jobAdSectionSchema,
    additionalInformation: jobAdSectionSchema,
  }),
});

export const postingSummarySchema = z.object({
  id: z.string(),
  uuid: z.uuid(),
  jobId: z.string(),
  name: z.string(),
  refNumber: z.string(),
  company: z.object({ identifier: z.string(), name: z.string() }),
  releasedDate: isoTimestampSchema,
  /** When the employer stops taking applications, if known. */
  expiresOn: isoTimestampSchema.optional(),
  active: z.boolean(),
  location: postingLocationSchema,
  department: idLabelSchema,
  function: idLabelSchema,
  typeOfEmployment: idLabelSchema,
  experienceLevel: idLabelSchema,
  language: z.object({ code: z.string(), label: z.string() }),
});
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const postingSchema = postingSummarySchema.extend({
  jobAd: jobAdSchema,
  applyUrl: z.string(),
});
export type Posting = z.infer<typeof postingSchema>;

/** Query of the public posting list; unknown values are refused, not ignored. */
export const postingListQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  country: z.string().length(2).toLowerCase().optional(),
  region: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  department: z.string().max(100).optional(),
  language: z.string().min(2).max(10).optional(),
});
export type PostingListQuery = z.infer<typeof postingListQuerySchema>;
