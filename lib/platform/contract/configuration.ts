import { z } from 'zod';

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
  complianceType: z.literal('DIVERSITY').optional(),
  values: z.array(optionSchema).optional(),
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

export const conditionalSchema = z.object({
  parentQuestionId: z.string(),
  fieldId: z.string(),
  valueIds: z.array(z.string()),
  conditionalQuestions: z.array(questionSchema),
});
export type Conditional = z.infer<typeof conditionalSchema>;

export const consentPurposes = ['SMART_RECRUIT', 'SMART_CRM'] as const;
export const consentPurposeSchema = z.enum(consentPurposes);

/** SINGLE: one checkbox covers everything. SEPARATE: one decision per purpose. */
export const consentSettingsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SINGLE'), label: z.string() }),
  z.object({
    type: z.literal('SEPARATE'),
    purposes: z.array(z.object({ id: consentPurposeSchema, label: z.string(), required: z.boolean() })),
  }),
]);
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

export const configurationSchema = z.object({
  questions: z.array(questionSchema),
  settings: z.object({
    avatarUploadAvailable: z.boolean(),
    /** Present only when asked for with conditionalsIncluded=true. */
    conditionals: z.array(conditionalSchema).optional(),
    consent: consentSettingsSchema,
  }),
  privacyPolicies: z.array(z.object({ url: z.string(), orgName: z.string() })),
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * The configuration as the site receives it: the envelope is checked, each question and conditional is
 * left for the site to validate one by one, so one malformed part (or a field type this site does not
 * know yet) costs that part only, never the whole form.
 */
export const configurationEnvelopeSchema = z.object({
  questions: z.array(z.unknown()),
  settings: z.looseObject({
    avatarUploadAvailable: z.boolean().catch(false),
    conditionals: z.array(z.unknown()).optional(),
    consent: z.unknown(),
  }),
  privacyPolicies: z.array(z.unknown()).catch([]),
});
export type ConfigurationEnvelope = z.infer<typeof configurationEnvelopeSchema>;
