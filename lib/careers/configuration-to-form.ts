import {
  conditionalSchema,
  consentSettingsSchema,
  questionFieldSchema,
  questionSchema,
  type ConfigurationEnvelope,
  type FieldType,
} from '../platform/contract';
import type {
  ApplicationForm,
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

const fallbackConsent: ConsentModel = {
  type: 'SINGLE',
  label: 'I agree to the processing of my data for this application.',
};

/**
 * Maps a posting's configuration to the site's form. Malformed parts — an unknown field type, a question
 * without an id — are left out and reported in `problems`, so the form renders what it can.
 */
export function configurationToForm(
  postingId: string,
  configuration: ConfigurationEnvelope,
): { form: ApplicationForm; problems: string[] } {
  const problems: string[] = [];

  const toQuestion = (raw: unknown, where: string, showWhen?: ShowWhen): FormQuestion | null => {
    const base = questionSchema.pick({ id: true, label: true, repeatable: true }).safeParse(raw);
    if (!base.success) {
      problems.push(`${where}: not a question (${base.error.issues[0]?.message ?? 'invalid'})`);
      return null;
    }
    const rawFields = (raw as { fields?: unknown }).fields;
    const fields: FormField[] = [];
    for (const [index, rawField] of (Array.isArray(rawFields) ? rawFields : []).entries()) {
      const field = questionFieldSchema.safeParse(rawField);
      if (!field.success) {
        problems.push(
          `question ${base.data.id}, field ${index}: ${field.error.issues[0]?.message ?? 'invalid'}`,
        );
        continue;
      }
      const { id, label, type, required, values } = field.data;
      const kind = kindOf[type];
      if ((kind === 'select' || kind === 'multiselect' || kind === 'radio') && (values ?? []).length === 0) {
        problems.push(`question ${base.data.id}, field ${id}: a choice without options`);
        continue;
      }
      fields.push({
        id,
        label,
        kind,
        required: kind === 'information' ? false : required,
        options: values ?? [],
      });
    }
    if (fields.length === 0) {
      problems.push(`question ${base.data.id}: no usable fields`);
      return null;
    }
    const diversity = (Array.isArray(rawFields) ? rawFields : []).some(
      (f) => (f as { complianceType?: unknown })?.complianceType === 'DIVERSITY',
    );
    return { ...base.data, diversity, fields, ...(showWhen ? { showWhen } : {}) };
  };

  const topLevel = configuration.questions.flatMap(
    (raw, index) => toQuestion(raw, `question ${index}`) ?? [],
  );
  const conditionalsByParent = new Map<string, FormQuestion[]>();
  for (const [index, raw] of (configuration.settings.conditionals ?? []).entries()) {
    const conditional = conditionalSchema.omit({ conditionalQuestions: true }).safeParse(raw);
    const children = (raw as { conditionalQuestions?: unknown })?.conditionalQuestions;
    if (!conditional.success || !Array.isArray(children)) {
      problems.push(`conditional ${index}: malformed`);
      continue;
    }
    const { parentQuestionId, fieldId, valueIds } = conditional.data;
    const showWhen = { questionId: parentQuestionId, fieldId, valueIds };
    const list = conditionalsByParent.get(parentQuestionId) ?? [];
    list.push(
      ...children.flatMap(
        (child, i) => toQuestion(child, `conditional ${index} question ${i}`, showWhen) ?? [],
      ),
    );
    conditionalsByParent.set(parentQuestionId, list);
  }

  // Each conditional question right after its parent (nested ones after theirs), diversity questions last.
  const ordered: FormQuestion[] = [];
  const seen = new Set<string>();
  const place = (question: FormQuestion) => {
    if (seen.has(question.id)) return problems.push(`question ${question.id}: asked twice, kept once`);
    seen.add(question.id);
    ordered.push(question);
    for (const child of conditionalsByParent.get(question.id) ?? []) place(child);
  };
  topLevel.forEach(place);
  for (const [parent, children] of conditionalsByParent) {
    if (!seen.has(parent))
      problems.push(
        `conditional questions ${children.map((c) => c.id).join(', ')}: parent ${parent} is missing`,
      );
  }
  const questions = [...ordered.filter((q) => !q.diversity), ...ordered.filter((q) => q.diversity)];

  const consent = consentSettingsSchema.safeParse(configuration.settings.consent);
  if (!consent.success) problems.push('consent settings: malformed, asking for a single consent');
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
      consent: consent.success ? consent.data : fallbackConsent,
      privacyPolicies,
    },
    problems,
  };
}
