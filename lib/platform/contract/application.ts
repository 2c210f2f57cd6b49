import { z } from 'zod';
import { consentScopeSchema } from './configuration';
import { MAX_ATTACHMENTS, MAX_MESSAGE_CHARS, MAX_RECORDS } from './application-rules';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_TOO_LONG } from './email-rule';

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
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
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

/** Ids the employer set up on the platform (Settings ▸ Sources): the only documented source keys. */
export const sourceDetailsSchema = z
  .strictObject({
    sourceTypeId: z.string().trim().min(1).max(100),
    sourceSubTypeId: z.string().trim().min(1).max(100),
    sourceId: z.string().trim().min(1).max(100),
  })
  .partial();
export type SourceDetails = z.infer<typeof sourceDetailsSchema>;

const period = {
  current: z.boolean(),
  startDate: shortText,
  endDate: shortText,
  location: shortText,
  description: z.string().max(4000),
};
export const educationSchema = z
  .object({ institution: shortText, degree: shortText, major: shortText, ...period })
  .partial();
export const experienceSchema = z.object({ title: shortText, company: shortText, ...period }).partial();

/** Exactly the scopes the configuration's `consentDetails` lists. */
export const consentDecisionsSchema = z.partialRecord(consentScopeSchema, z.boolean());
export type ConsentDecisions = z.infer<typeof consentDecisionsSchema>;

/** ApplyApiRequest: every documented key, nothing else. */
export const applicationSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: emailSchema,
  createJoinLink: z.boolean().optional(),
  phoneNumber: z.string().trim().max(50).optional(),
  location: applicationLocationSchema.optional(),
  web: applicationWebSchema.optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  education: z.array(educationSchema).max(50).optional(),
  experience: z.array(experienceSchema).max(50).optional(),
  sourceDetails: sourceDetailsSchema.optional(),
  resume: fileUploadSchema.optional(),
  avatar: fileUploadSchema.optional(),
  attachments: z.array(fileUploadSchema).max(MAX_ATTACHMENTS).optional(),
  answers: z.array(answerSchema).max(500).optional(),
  messageToHiringManager: z.string().max(MAX_MESSAGE_CHARS).optional(),
  /** The older single consent, for configurations without `consentDetails`. */
  consent: z.boolean().optional(),
  consentDecisions: consentDecisionsSchema.optional(),
  internal: z.boolean().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * The answer to a new application. Only `id` matters: a null or odd value in another key must not turn a
 * send the platform took into one whose outcome is unknown.
 */
export const applicationCreatedSchema = z.object({
  id: z.string(),
  createdOn: z.string().optional().catch(undefined),
  candidatePortalUrl: z.string().optional().catch(undefined),
  smartrJoinUrl: z.string().optional().catch(undefined),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
