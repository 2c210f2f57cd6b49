import { consentBoxes, type ApplicationForm, type FormField, type FormQuestion } from './application-form';
import {
  STANDARD_TEXT_FIELDS,
  type AnswerRecord,
  type AnswerValue,
  type ApplicationValues,
  type StandardTextField,
} from './application-values';
import { FILES_ASKED_AGAIN_FIELD, fileFields, type FileField, type ReturnedValues } from './form-state';
import { MAX_RECORDS } from '../platform/contract/application-rules';

/** What a ticked checkbox posts: its value attribute, or the browser's default "on". */
const CHECKED = new Set(['1', 'on', 'true']);
export const isCheckedValue = (value: unknown) =>
  value === true || (typeof value === 'string' && CHECKED.has(value));

/**
 * The text values posted, line breaks as the browser's own fields hold them (\n): a form post sends them
 * as \r\n, which would count each twice against the limits the form showed.
 */
const strings = (entries: FormDataEntryValue[]) =>
  entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.replace(/\r\n?/g, '\n'));
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

const ANSWER_NAME = /^answers\.([^.]+)\.(\d+)\.([^.]+)$/;

/**
 * The answers as posted, for when the form they belong to could not be loaded: each name's entries as
 * they came (one → text, several → a list). The page reads them against its own form (default-values.ts).
 */
function postedAnswers(formData: FormData): ApplicationValues['answers'] {
  // Maps, not objects: a posted name is never a property of anything (`__proto__`), and an index is
  // never an array length (`answers.q.999999999.f`).
  const questions = new Map<string, Map<number, AnswerRecord>>();
  for (const name of new Set(formData.keys())) {
    const match = ANSWER_NAME.exec(name);
    if (!match) continue;
    const [, questionId, index, fieldId] = match as unknown as [string, string, string, string];
    const entries = strings(formData.getAll(name));
    const records = questions.get(questionId) ?? new Map<number, AnswerRecord>();
    questions.set(questionId, records);
    const record = records.get(Number(index)) ?? {};
    records.set(Number(index), record);
    Object.defineProperty(record, fieldId, {
      value: entries.length === 1 ? entries[0]! : entries,
      enumerable: true,
    });
  }
  return Object.fromEntries(
    [...questions].map(([questionId, records]) => [
      questionId,
      [...records]
        .sort(([a], [b]) => a - b)
        .map(([, record]) => record)
        .slice(0, MAX_RECORDS),
    ]),
  );
}

/**
 * The values without their files: what can travel back to the page. A page cannot put a file back in its
 * field, so the fields that had one, or were already asked for again and are still empty, are named.
 */
export function withoutFiles(values: ApplicationValues, formData: FormData): ReturnedValues {
  const { resume, avatar, ...rest } = values;
  return withFilesToChooseAgain(rest, { resume, avatar }, formData);
}

function withFilesToChooseAgain<T extends object>(
  values: T,
  files: Record<FileField, File | null | undefined>,
  formData: FormData,
): T & { filesToChooseAgain?: FileField[] } {
  const askedAgain = formData.getAll(FILES_ASKED_AGAIN_FIELD);
  const filesToChooseAgain = fileFields.filter((name) => Boolean(files[name]) || askedAgain.includes(name));
  return filesToChooseAgain.length > 0 ? { ...values, filesToChooseAgain } : values;
}

/**
 * What the candidate sent, to give back with a refusal: read as the form asks when it loaded, as posted
 * when it did not (the posting closed, the platform was away) — never lost either way, and its files
 * named to be chosen again either way.
 */
export function keptValues(form: ApplicationForm | null, formData: FormData): ReturnedValues {
  if (form) return withoutFiles(formDataToValues(form, formData), formData);
  const consent: Record<string, boolean> = {};
  for (const name of formData.keys())
    if (name.startsWith('consent.'))
      Object.defineProperty(consent, name.slice('consent.'.length), {
        value: isChecked(formData.getAll(name)),
        enumerable: true,
      });
  const files = { resume: fileFrom(formData.get('resume')), avatar: fileFrom(formData.get('avatar')) };
  return withFilesToChooseAgain(
    { ...standardValues(formData), answers: postedAnswers(formData), consent },
    files,
    formData,
  );
}

function standardValues(formData: FormData): Record<StandardTextField, string> {
  const text = (name: string) => strings(formData.getAll(name))[0] ?? '';
  return Object.fromEntries(STANDARD_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
    StandardTextField,
    string
  >;
}

/**
 * The form's values from a posted FormData (the server action, with or without JavaScript). Unknown
 * names are ignored and junk never throws: the schema then says what is wrong, field by field.
 */
export function formDataToValues(form: ApplicationForm, formData: FormData): ApplicationValues {
  const names = new Set(formData.keys());
  const purposes = consentBoxes(form.consent).map((box) => box.id);
  return {
    ...standardValues(formData),
    answers: Object.fromEntries(
      form.questions.map((question) => [question.id, recordsFrom(question, names, formData)]),
    ),
    consent: Object.fromEntries(purposes.map((id) => [id, isChecked(formData.getAll(`consent.${id}`))])),
    resume: fileFrom(formData.get('resume')),
    avatar: fileFrom(formData.get('avatar')),
  };
}
