import { consentBoxes, type ApplicationForm, type FormField, type FormQuestion } from './application-form';
import type { AnswerRecord, AnswerValue, ApplicationValues } from './application-values';

/** What a ticked checkbox posts: its value attribute, or the browser's default "on". */
const CHECKED = new Set(['1', 'on', 'true']);

const strings = (entries: FormDataEntryValue[]) =>
  entries.filter((entry): entry is string => typeof entry === 'string');
const isChecked = (entries: FormDataEntryValue[]) => strings(entries).some((value) => CHECKED.has(value));

function fieldValue(field: FormField, entries: FormDataEntryValue[]): AnswerValue | undefined {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'select':
    case 'radio':
      return strings(entries)[0] ?? '';
    case 'multiselect':
      return strings(entries).filter((value) => value !== '');
    case 'checkbox':
      return isChecked(entries);
    case 'information':
      return undefined;
  }
}

/**
 * A question's records from `answers.<questionId>.<record>.<fieldId>` names: every record index that
 * appears, in numeric order, renumbered 0..n-1 (the no-JavaScript "remove" leaves gaps); none → one empty.
 */
function recordsFrom(question: FormQuestion, names: Set<string>, formData: FormData): AnswerRecord[] {
  const prefix = `answers.${question.id}.`;
  const fieldIds = new Set(question.fields.filter((f) => f.kind !== 'information').map((f) => f.id));
  const indices = new Set<string>();
  for (const name of names) {
    const match = name.startsWith(prefix) ? /^(\d+)\.(.+)$/.exec(name.slice(prefix.length)) : null;
    if (match?.[1] !== undefined && match[2] !== undefined && fieldIds.has(match[2])) indices.add(match[1]);
  }
  const ordered = [...indices].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return (ordered.length > 0 ? ordered : [null]).map((index) => {
    const record: AnswerRecord = {};
    for (const field of question.fields) {
      const entries = index === null ? [] : formData.getAll(`${prefix}${index}.${field.id}`);
      const value = fieldValue(field, entries);
      if (value !== undefined) record[field.id] = value;
    }
    return record;
  });
}

/** A chosen file; the empty, nameless File a browser posts for an untouched file input is none. */
function fileFrom(entry: FormDataEntryValue | null): File | null {
  if (!(entry instanceof File)) return null;
  return entry.size === 0 && entry.name === '' ? null : entry;
}

/**
 * The form's values from a posted FormData (the server action, with or without JavaScript). Unknown
 * names are ignored and junk never throws: the schema then says what is wrong, field by field.
 */
export function formDataToValues(form: ApplicationForm, formData: FormData): ApplicationValues {
  const text = (name: string) => strings(formData.getAll(name))[0] ?? '';
  const names = new Set(formData.keys());
  const purposes = consentBoxes(form.consent).map((box) => box.id);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    country: text('country'),
    city: text('city'),
    linkedIn: text('linkedIn'),
    website: text('website'),
    message: text('message'),
    answers: Object.fromEntries(
      form.questions.map((question) => [question.id, recordsFrom(question, names, formData)]),
    ),
    consent: Object.fromEntries(purposes.map((id) => [id, isChecked(formData.getAll(`consent.${id}`))])),
    resume: fileFrom(formData.get('resume')),
    avatar: fileFrom(formData.get('avatar')),
  };
}
