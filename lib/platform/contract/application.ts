import { z } from 'zod';
import { consentPurposeSchema } from './configuration';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_TOO_LONG } from './email-rule';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_VALUE_BYTES = 4000;
export const MAX_RECORDS = 100;
export const MAX_ATTACHMENTS = 10;
/** Content types judged from the bytes, never from the name. */
export const documentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'image/jpeg',
  'image/png',
] as const;
export const imageMimeTypes = ['image/jpeg', 'image/png'] as const;

/** The platform's email rule (./email-rule.ts): one @, a dotted domain, no spaces, at most 254 characters. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .regex(EMAIL_PATTERN, EMAIL_INVALID);

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const fileUploadSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  mimeType: z.string().max(255),
  fileContent: z.string().min(1).regex(base64Pattern, 'fileContent must be base64'),
});
export type FileUpload = z.infer<typeof fileUploadSchema>;

export const answerSchema = z.object({
  id: z.string().min(1),
  records: z
    .array(z.object({ fields: z.record(z.string(), z.array(z.string())) }))
    .min(1)
    .max(MAX_RECORDS),
});
export type Answer = z.infer<typeof answerSchema>;

const shortText = z.string().trim().max(500);

export const applicationLocationSchema = z
  .object({
    country: shortText,
    countryCode: z.string().trim().max(2),
    region: shortText,
    regionCode: shortText,
    city: shortText,
  })
  .partial();

export const applicationWebSchema = z
  .object({
    linkedIn: shortText,
    website: shortText,
    twitter: shortText,
    facebook: shortText,
    skype: shortText,
  })
  .partial();

export const trackingKeySchema = z.string().regex(/^(utm_[a-z_]{1,30}|source)$/);

export const sourceDetailsSchema = z
  .object({
    sourceTypeId: z.string().max(100),
    sourceSubTypeId: z.string().max(100),
    sourceId: z.string().max(100),
    /** Campaign tracking carried from the page the candidate came from (utm_*, source). */
    tracking: z.record(trackingKeySchema, z.string().max(500)),
  })
  .partial();

export const consentDecisionsSchema = z.union([
  z.object({ SINGLE: z.boolean() }).strict(),
  z.partialRecord(consentPurposeSchema, z.boolean()),
]);

export const applicationSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: emailSchema,
  phoneNumber: z.string().trim().max(50).optional(),
  location: applicationLocationSchema.optional(),
  web: applicationWebSchema.optional(),
  resume: fileUploadSchema.optional(),
  avatar: fileUploadSchema.optional(),
  attachments: z.array(fileUploadSchema).max(MAX_ATTACHMENTS).optional(),
  answers: z.array(answerSchema).max(500).optional(),
  messageToHiringManager: z.string().max(10_000).optional(),
  consentDecisions: consentDecisionsSchema.optional(),
  sourceDetails: sourceDetailsSchema.optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationCreatedSchema = z.object({
  id: z.string(),
  createdOn: z.string(),
  candidatePortalUrl: z.string(),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
