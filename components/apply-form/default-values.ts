import { consentBoxes, type FormQuestion } from '@/lib/careers/application-form';
import type { AnswerRecord, ApplicationValues } from '@/lib/careers/application-values';
import type { ReturnedValues } from '@/lib/careers/form-state';
import { plainLabel } from '@/lib/careers/plain-label';
import type { RenderedForm } from '@/lib/careers/rendered-form';

function emptyRecord(question: FormQuestion): AnswerRecord {
  const record: AnswerRecord = {};
  for (const field of question.fields) {
    if (field.kind === 'information') continue;
    record[field.id] = field.kind === 'multiselect' ? [] : field.kind === 'checkbox' ? false : '';
  }
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
        ? kept.map((record) => ({ ...emptyRecord(question), ...record }))
        : [emptyRecord(question)];
  }
  return {
    firstName: returned?.firstName ?? '',
    lastName: returned?.lastName ?? '',
    email: returned?.email ?? '',
    phoneNumber: returned?.phoneNumber ?? '',
    country: returned?.country ?? '',
    city: returned?.city ?? '',
    linkedIn: returned?.linkedIn ?? '',
    website: returned?.website ?? '',
    message: returned?.message ?? '',
    answers,
    consent: { ...consent, ...returned?.consent },
    resume: null,
    avatar: null,
  };
}

/** The form's own fields, in page order, with the words that name them. */
const standardLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone',
  country: 'Country',
  city: 'City',
  linkedIn: 'LinkedIn profile',
  website: 'Website or portfolio',
  message: 'Message to the hiring manager',
  resume: 'Resume or CV',
  avatar: 'Photo',
};

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
export function fieldLabel(form: RenderedForm, name: string): string | undefined {
  if (standardLabels[name]) return standardLabels[name];
  const [kind, questionId, record, fieldId] = name.split('.');
  if (kind === 'consent') return 'Your data';
  const question = kind === 'answers' ? form.questions.find((q) => q.id === questionId) : undefined;
  if (!question) return undefined;
  const field = question.fields.find((f) => f.id === fieldId);
  const entry = question.repeatable && record !== undefined ? ` (entry ${Number(record) + 1})` : '';
  return `${plainLabel(question.label)}${field && question.fields.length > 1 ? ` – ${plainLabel(field.label)}` : ''}${entry}`;
}
