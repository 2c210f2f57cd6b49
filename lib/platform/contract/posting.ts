import { z } from 'zod';

/**
 * Postings as the real platform documents them (Posting API; live items omit many optional fields).
 * Only what a site cannot work without is required: id, uuid and name. See
 * ../../../../shared/spec/real-platform-shapes.md.
 */

/** `{id, label}`, `{label}` without id (typeOfEmployment), or `{id, name}` (experienceLevel in one source). */
export const labeledSchema = z.object({
  id: z.string().optional(),
  label: z.string().optional(),
  name: z.string().optional(),
});
export type Labeled = z.infer<typeof labeledSchema>;

const coordinate = z.union([z.number(), z.string()]);

export const postingLocationSchema = z.object({
  city: z.string().optional(),
  region: z.string().optional(),
  regionCode: z.string().optional(),
  /** ISO 3166-1 alpha-2, lower case ("de"). */
  country: z.string().optional(),
  postalCode: z.string().optional(),
  address: z.string().optional(),
  remote: z.boolean().optional(),
  hybrid: z.boolean().optional(),
  fullLocation: z.string().optional(),
  latitude: coordinate.optional(),
  longitude: coordinate.optional(),
});
export type PostingLocation = z.infer<typeof postingLocationSchema>;

export const customFieldSchema = z.object({
  fieldId: z.string(),
  fieldLabel: z.string(),
  valueId: z.string().optional(),
  valueLabel: z.string().optional(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const jobAdSectionSchema = z.object({ title: z.string().optional(), text: z.string().optional() });

export const jobAdSchema = z.object({
  sections: z.object({
    companyDescription: jobAdSectionSchema.optional(),
    jobDescription: jobAdSectionSchema.optional(),
    qualifications: jobAdSectionSchema.optional(),
    additionalInformation: jobAdSectionSchema.optional(),
    videos: z.object({ title: z.string().optional(), urls: z.array(z.string()) }).optional(),
  }),
});

export const postingSummarySchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  refNumber: z.string().optional(),
  ref: z.string().optional(),
  jobAdId: z.string().optional(),
  defaultJobAd: z.boolean().optional(),
  company: z.object({ identifier: z.string().optional(), name: z.string().optional() }).optional(),
  releasedDate: z.string().optional(),
  location: postingLocationSchema.optional(),
  industry: labeledSchema.optional(),
  department: labeledSchema.optional(),
  function: labeledSchema.optional(),
  typeOfEmployment: labeledSchema.optional(),
  experienceLevel: labeledSchema.optional(),
  customField: z.array(customFieldSchema).optional(),
  creator: z.object({ name: z.string().optional() }).optional(),
  language: z
    .object({ code: z.string(), label: z.string().optional(), labelNative: z.string().optional() })
    .optional(),
});
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const postingSchema = postingSummarySchema.extend({
  jobAd: jobAdSchema.optional(),
  /** Absent means open: the detail of an unpublished posting says `false`. */
  active: z.boolean().optional(),
  applyUrl: z.string().optional(),
  postingUrl: z.string().optional(),
  referralUrl: z.string().optional(),
});
export type Posting = z.infer<typeof postingSchema>;

/** Query of the public posting list: the documented parameters (custom_field.* apart); anything else is refused. */
export const postingListQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  country: z.string().length(2).toLowerCase().optional(),
  region: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  department: z.string().max(100).optional(),
  /** One code or several, comma-separated. */
  language: z
    .string()
    .max(100)
    .regex(/^[a-zA-Z-]{2,10}(,[a-zA-Z-]{2,10})*$/)
    .optional(),
  destination: z.enum(['PUBLIC', 'INTERNAL', 'INTERNAL_AND_PUBLIC']).optional(),
});
export type PostingListQuery = z.infer<typeof postingListQuerySchema>;

/** `custom_field.<fieldId>=<valueId>` filters of the posting list. */
export const CUSTOM_FIELD_PARAM = /^custom_field\.([A-Za-z0-9_-]{1,100})$/;
