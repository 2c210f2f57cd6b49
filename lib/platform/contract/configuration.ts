import { z } from 'zod';

/**
 * The application configuration as the real platform documents it (GET /postings/{uuid}/configuration;
 * ../../../../shared/spec/real-platform-shapes.md). The emulator serves exactly this; the site reads it
 * through the tolerant envelope below.
 */
export const fieldTypes = [
  'INPUT_TEXT',
  'TEXTAREA',
  'SINGLE_SELECT',
  'MULTI_SELECT',
  'RADIO',
  'CHECKBOX',
  'INFORMATION',
] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const optionSchema = z.object({ id: z.string(), label: z.string() });

export const questionFieldSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: fieldTypeSchema,
  required: z.boolean(),
  /** `DIVERSITY` is the one value documented. */
  complianceType: z.string().optional(),
  /** On every field: an empty array on text and checkbox fields. */
  values: z.array(optionSchema),
});
export type QuestionField = z.infer<typeof questionFieldSchema>;

export const questionSchema = z.object({
  id: z.string(),
  /** May contain Markdown. */
  label: z.string(),
  repeatable: z.boolean(),
  fields: z.array(questionFieldSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** A follow-up question is listed in `questions[]`; it is asked only while the parent field holds a value. */
export const conditionalSchema = z.object({
  parentQuestionId: z.string(),
  fieldId: z.string(),
  valueIds: z.array(z.string()),
  /** Ids of questions in `questions[]`. */
  conditionalQuestions: z.array(z.string()),
});
export type Conditional = z.infer<typeof conditionalSchema>;

export const consentScopes = [
  'SINGLE',
  'SMART_RECRUIT',
  'SMART_CRM',
  'SMART_MESSAGE_SMS',
  'SMART_MESSAGE_WHATSAPP',
] as const;
export const consentScopeSchema = z.enum(consentScopes);
export type ConsentScope = z.infer<typeof consentScopeSchema>;

export const consentScopeDetailSchema = z.object({
  scope: consentScopeSchema,
  required: z.boolean(),
  label: z.string(),
});
export type ConsentScopeDetail = z.infer<typeof consentScopeDetailSchema>;

/** Absent on configurations of companies that use the older single boolean `consent`. */
export const consentDetailsSchema = z.object({
  scopes: z.array(consentScopeDetailSchema),
  companyImprintUrl: z.string().optional(),
});
export type ConsentDetails = z.infer<typeof consentDetailsSchema>;

export const privacyPolicySchema = z.object({ url: z.string(), orgName: z.string() });

export const configurationSchema = z.object({
  questions: z.array(questionSchema),
  settings: z.object({
    avatarUploadAvailable: z.boolean(),
    /** Present only when asked for with conditionalsIncluded=true. */
    conditionals: z.array(conditionalSchema).optional(),
  }),
  privacyPolicies: z.array(privacyPolicySchema),
  consentDetails: consentDetailsSchema.optional(),
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * The configuration as the site receives it: the envelope is checked, each question, conditional and
 * consent scope is left for the site to read one by one, so one malformed part (or a field type this
 * site does not know yet) costs that part only, never the whole form.
 */
export const configurationEnvelopeSchema = z.object({
  questions: z.array(z.unknown()),
  settings: z
    .looseObject({
      avatarUploadAvailable: z.boolean().catch(false),
      conditionals: z.array(z.unknown()).optional().catch(undefined),
    })
    .catch({ avatarUploadAvailable: false }),
  privacyPolicies: z.array(z.unknown()).catch([]),
  consentDetails: z.unknown().optional(),
});
export type ConfigurationEnvelope = z.infer<typeof configurationEnvelopeSchema>;
