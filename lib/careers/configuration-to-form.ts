import { z } from 'zod';
import {
  conditionalSchema,
  consentScopeSchema,
  optionSchema,
  questionSchema,
  type ConfigurationEnvelope,
  type ConsentScope,
  type FieldType,
} from '../platform/contract';
import type {
  ApplicationForm,
  ConsentBox,
  ConsentModel,
  FormField,
  FormFieldKind,
  FormQuestion,
  ShowWhen,
} from './application-form';

/** Every platform field type maps to a kind of ours: a new platform type is a compile error here. */
const kindOf: Record<FieldType, FormFieldKind> = {
  INPUT_TEXT: 'text',
  TEXTAREA: 'textarea',
  SINGLE_SELECT: 'select',
  MULTI_SELECT: 'multiselect',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  INFORMATION: 'information',
};
const isKnownType = (type: string): type is FieldType => Object.hasOwn(kindOf, type);

/** A field as read: the type is any string (an unknown one skips its question), `values` may be missing. */
const fieldReadSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean().catch(false),
  complianceType: z.string().optional().catch(undefined),
  // Read one by one below: an odd option leaves out that option, not the others.
  values: z.array(z.unknown()).optional().catch(undefined),
});

/** A question as read: only its id and label are needed; `repeatable` missing means once. */
const questionReadSchema = questionSchema
  .pick({ id: true, label: true })
  .extend({ repeatable: z.boolean().catch(false) });

/** Whether any of a question's fields, as the platform sent them, must be answered. */
const anyRequired = (rawFields: unknown) =>
  Array.isArray(rawFields) && rawFields.some((field) => (field as { required?: unknown })?.required === true);

export const CONSENT_BOOLEAN_ID = 'CONSENT';
const consentFallback: ConsentModel = {
  type: 'BOOLEAN',
  box: {
    id: CONSENT_BOOLEAN_ID,
    label: 'I agree to the processing of my data for this application.',
    required: true,
  },
};
/** Used when a scope comes without a label of its own. */
const scopeLabels: Record<ConsentScope, string> = {
  SINGLE: 'I agree to the processing of my data for this application.',
  SMART_RECRUIT: 'Process my data to consider this application',
  SMART_CRM: 'Keep my profile to be considered for future openings',
  SMART_MESSAGE_SMS: 'Contact me about my application by text message (SMS)',
  SMART_MESSAGE_WHATSAPP: 'Contact me about my application on WhatsApp',
};

type Problems = string[];

/** The form's consent: exactly the configuration's scopes, or the older single boolean when it lists none. */
function consentOf(raw: unknown, problems: Problems, unsupported: string[]): ConsentModel {
  if (raw === undefined || raw === null) return consentFallback;
  const scopes = (raw as { scopes?: unknown }).scopes;
  if (!Array.isArray(scopes)) {
    problems.push('consentDetails: no scopes list, asking for the older single consent');
    return consentFallback;
  }
  const boxes: ConsentBox[] = [];
  for (const [index, entry] of scopes.entries()) {
    const item = (entry ?? {}) as { scope?: unknown; required?: unknown; label?: unknown };
    const scope = consentScopeSchema.safeParse(item.scope);
    const required = item.required === true;
    if (!scope.success) {
      problems.push(`consent scope ${index}: unknown scope ${String(item.scope)}, left out`);
      if (required) unsupported.push(`Consent (${String(item.scope)})`);
      continue;
    }
    if (boxes.some((box) => box.id === scope.data)) continue;
    const label = typeof item.label === 'string' && item.label.trim() ? item.label : scopeLabels[scope.data];
    boxes.push({ id: scope.data, label, required });
  }
  if (boxes.length === 0) return consentFallback;
  const imprint = (raw as { companyImprintUrl?: unknown }).companyImprintUrl;
  return {
    type: 'SCOPES',
    scopes: boxes,
    ...(typeof imprint === 'string' && /^https:\/\//i.test(imprint) ? { imprintUrl: imprint } : {}),
  };
}

/**
 * Maps a posting's configuration to the site's form. Malformed parts — an unknown field type, a question
 * without an id — are left out and reported in `problems`, so the form renders what it can; a required
 * question that cannot be asked is named in `unsupportedQuestions`.
 */
export function configurationToForm(
  postingId: string,
  configuration: ConfigurationEnvelope,
): { form: ApplicationForm; problems: string[] } {
  const problems: Problems = [];
  const skippedRequired = new Map<string, string>();

  // A question left out that had to be answered: the platform would refuse every application without it.
  // Named by its label for candidates; by its id when it has none.
  const leftOutRequired = (questionId: string, label: unknown, rawFields: unknown) => {
    if (anyRequired(rawFields))
      skippedRequired.set(questionId, typeof label === 'string' && label.trim() ? label : questionId);
  };
  const toQuestion = (raw: unknown, where: string): FormQuestion | null => {
    const base = questionReadSchema.safeParse(raw);
    const {
      id,
      label,
      fields: rawFields,
    } = (raw ?? {}) as { id?: unknown; label?: unknown; fields?: unknown };
    if (!base.success) {
      problems.push(`${where}: not a question (${base.error.issues[0]?.message ?? 'invalid'})`);
      // Kept by its id, so a follow-up's still waits for its condition (below). One without an id could
      // be answered by no one: it is only reported.
      if (typeof id === 'string') leftOutRequired(id, label, rawFields);
      return null;
    }
    const { id: questionId } = base.data;
    const fields: FormField[] = [];
    let diversity = false;
    for (const [index, rawField] of (Array.isArray(rawFields) ? rawFields : []).entries()) {
      const field = fieldReadSchema.safeParse(rawField);
      if (!field.success) {
        problems.push(
          `question ${questionId}, field ${index}: ${field.error.issues[0]?.message ?? 'invalid'}`,
        );
        continue;
      }
      const { id, label, type, required, complianceType } = field.data;
      if (!isKnownType(type)) {
        problems.push(
          `question ${questionId}: field ${id} has type ${type}, which this site cannot ask; question left out`,
        );
        leftOutRequired(questionId, base.data.label, rawFields);
        return null;
      }
      const values = (field.data.values ?? []).flatMap((option, at) => {
        const read = optionSchema.safeParse(option);
        if (!read.success) problems.push(`question ${questionId}, field ${id}: option ${at} left out`);
        return read.success ? [read.data] : [];
      });
      const kind = kindOf[type];
      if ((kind === 'select' || kind === 'multiselect' || kind === 'radio') && values.length === 0) {
        problems.push(`question ${questionId}, field ${id}: a choice without options`);
        continue;
      }
      diversity ||= complianceType === 'DIVERSITY';
      fields.push({ id, label, kind, required: kind === 'information' ? false : required, options: values });
    }
    // A required field it cannot ask (unreadable, or a choice without options): the platform would refuse.
    const askedIds = new Set(fields.map((field) => field.id));
    const unasked = (Array.isArray(rawFields) ? rawFields : []).find(
      (raw) =>
        (raw as { required?: unknown })?.required === true &&
        !askedIds.has((raw as { id?: unknown }).id as string),
    );
    if (unasked) {
      problems.push(`question ${questionId}: a required field cannot be asked; question left out`);
      leftOutRequired(questionId, base.data.label, rawFields);
      return null;
    }
    if (fields.length === 0) {
      problems.push(`question ${questionId}: no usable fields`);
      leftOutRequired(questionId, base.data.label, rawFields);
      return null;
    }
    return { ...base.data, diversity, fields };
  };

  const parsed = configuration.questions.flatMap((raw, index) => toQuestion(raw, `question ${index}`) ?? []);
  const byId = new Map(parsed.map((question) => [question.id, question]));
  const followUps = new Set<string>();
  const childrenOf = new Map<string, FormQuestion[]>();
  for (const [index, raw] of (configuration.settings.conditionals ?? []).entries()) {
    const conditional = conditionalSchema.omit({ conditionalQuestions: true }).safeParse(raw);
    const children = (raw as { conditionalQuestions?: unknown })?.conditionalQuestions;
    if (!conditional.success || !Array.isArray(children)) {
      problems.push(`conditional ${index}: malformed`);
      continue;
    }
    const { parentQuestionId, fieldId, valueIds } = conditional.data;
    const showWhen: ShowWhen = { questionId: parentQuestionId, fieldId, valueIds };
    for (const child of children) {
      // Documented: ids into questions[]. Whole question objects are read too, from older platforms.
      const id = typeof child === 'string' ? child : (child as { id?: unknown })?.id;
      if (typeof id === 'string') followUps.add(id);
      const question =
        typeof child === 'string' ? byId.get(child) : toQuestion(child, `conditional ${index} question`);
      if (!question) {
        if (typeof child === 'string' && !skippedRequired.has(child))
          problems.push(`conditional ${index}: question ${child} is not in questions[]`);
        continue;
      }
      if (question.showWhen || question.id === parentQuestionId) {
        problems.push(
          `conditional ${index}: question ${question.id} already has a condition, kept the first`,
        );
        continue;
      }
      question.showWhen = showWhen;
      byId.set(question.id, question);
      childrenOf.set(parentQuestionId, [...(childrenOf.get(parentQuestionId) ?? []), question]);
    }
  }

  // Each conditional question right after its parent (nested ones after theirs), diversity questions last.
  const ordered: FormQuestion[] = [];
  const seen = new Set<string>();
  const place = (question: FormQuestion) => {
    if (seen.has(question.id)) return problems.push(`question ${question.id}: asked twice, kept once`);
    seen.add(question.id);
    ordered.push(question);
    for (const child of childrenOf.get(question.id) ?? []) place(child);
  };
  parsed.filter((question) => !question.showWhen).forEach(place);
  for (const [parent, children] of childrenOf) {
    if (!seen.has(parent))
      problems.push(
        `conditional questions ${children.map((c) => c.id).join(', ')}: parent ${parent} is missing`,
      );
  }
  const questions = [...ordered.filter((q) => !q.diversity), ...ordered.filter((q) => q.diversity)];

  // A follow-up that cannot be asked blocks nothing until its condition holds; the platform decides then.
  const unsupported = [...skippedRequired].filter(([id]) => !followUps.has(id)).map(([, label]) => label);
  const consent = consentOf(configuration.consentDetails, problems, unsupported);
  const privacyPolicies = configuration.privacyPolicies.flatMap((raw) => {
    const policy = raw as { url?: unknown; orgName?: unknown };
    return typeof policy?.url === 'string' &&
      /^https?:\/\//.test(policy.url) &&
      typeof policy.orgName === 'string'
      ? [{ url: policy.url, orgName: policy.orgName }]
      : (problems.push('privacy policy: malformed, left out'), []);
  });

  return {
    form: {
      postingId,
      questions,
      avatarUpload: configuration.settings.avatarUploadAvailable,
      consent,
      privacyPolicies,
      unsupportedQuestions: unsupported,
    },
    problems,
  };
}
