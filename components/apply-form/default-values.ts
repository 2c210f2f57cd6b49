import { consentBoxes, type FormField, type FormQuestion } from '@/lib/careers/application-form';
import {
  STANDARD_TEXT_FIELDS,
  type AnswerRecord,
  type AnswerValue,
  type ApplicationValues,
  type StandardTextField,
} from '@/lib/careers/application-values';
import { isCheckedValue } from '@/lib/careers/form-data';
import type { ReturnedValues } from '@/lib/careers/form-state';
import { plainLabel } from '@/lib/careers/plain-label';
import type { RenderedForm } from '@/lib/careers/rendered-form';

/**
 * A value that came back, as this field holds it: a refusal made before the form loaded on the server
 * gives answers back as posted (text, or a list of several), which the page's own form reads here.
 */
function asFieldValue(field: FormField, value: AnswerValue | undefined): AnswerValue {
  const texts = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  if (field.kind === 'multiselect') return texts;
  if (field.kind === 'checkbox') return isCheckedValue(value);
  return typeof value === 'string' ? value : (texts[0] ?? '');
}

function keptRecord(question: FormQuestion, kept: AnswerRecord): AnswerRecord {
  const record: AnswerRecord = {};
  for (const field of question.fields)
    if (field.kind !== 'information') record[field.id] = asFieldValue(field, kept[field.id]);
  return record;
}

/** The form's starting values: what came back from the server (no-JS round trip), else empty. */
export function defaultValues(form: RenderedForm, returned?: ReturnedValues): ApplicationValues {
  const consent = Object.fromEntries(consentBoxes(form.consent).map((box) => [box.id, false]));
  const answers: ApplicationValues['answers'] = {};
  for (const question of form.questions) {
    const kept = returned?.answers[question.id];
    answers[question.id] =
      kept && kept.length > 0
        ? kept.map((record) => keptRecord(question, record))
        : [keptRecord(question, {})];
  }
  const texts = Object.fromEntries(
    STANDARD_TEXT_FIELDS.map((name) => [name, returned?.[name] ?? '']),
  ) as Record<StandardTextField, string>;
  return {
    ...texts,
    answers,
    consent: { ...consent, ...returned?.consent },
    resume: null,
    avatar: null,
  };
}

/** The form's own fields, in page order, with the keys of the words that name them (messages, `form`). */
const standardLabels: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phone',
  country: 'country',
  city: 'city',
  linkedIn: 'linkedIn',
  website: 'website',
  message: 'message',
  resume: 'resume',
  avatar: 'photo',
};

/** The `form` messages, translated (next-intl's `useTranslations('form')`). */
type FormWords = (key: string, values?: Record<string, string | number>) => string;

/** The order fields appear on the page, so the error summary lists problems top to bottom. */
export function fieldOrder(form: RenderedForm, values: ApplicationValues): string[] {
  const order = Object.keys(standardLabels);
  for (const question of form.questions) {
    const records = values.answers[question.id]?.length ?? 1;
    for (let record = 0; record < records; record++)
      for (const field of question.fields) order.push(`answers.${question.id}.${record}.${field.id}`);
    order.push(`answers.${question.id}`);
  }
  order.push(...Object.keys(values.consent).map((id) => `consent.${id}`));
  return order;
}

/** The words that name a field in the error summary, so each problem says where it is. */
export function fieldLabel(form: RenderedForm, name: string, t: FormWords): string | undefined {
  const standard = standardLabels[name];
  if (standard) return t(standard);
  const [kind, questionId, record, fieldId] = name.split('.');
  if (kind === 'consent') return t('yourData');
  const question = kind === 'answers' ? form.questions.find((q) => q.id === questionId) : undefined;
  if (!question) return undefined;
  const field = question.fields.find((f) => f.id === fieldId);
  const label =
    field && question.fields.length > 1
      ? t('fieldOfQuestion', { question: plainLabel(question.label), field: plainLabel(field.label) })
      : plainLabel(question.label);
  return question.repeatable && record !== undefined
    ? t('entrySuffix', { label, number: Number(record) + 1 })
    : label;
}
