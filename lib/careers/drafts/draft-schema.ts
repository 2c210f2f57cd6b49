import { z } from 'zod';
import { MAX_MESSAGE_CHARS, MAX_RECORDS, MAX_VALUE_BYTES } from '@/lib/platform/contract/application-rules';
import type { ApplicationForm, FormField } from '../application-form';
import { fileFields, type FileField } from '../form-state';
import { STANDARD_TEXT_FIELDS, type AnswerRecord } from '../application-values';
import type { DraftValues } from './draft-values';

/** A whole draft, as JSON: 100 records of 4000-byte answers fit no mail link's purpose; this fits any real one. */
export const MAX_DRAFT_BYTES = 64 * 1024;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const text = z.string().refine((value) => utf8Bytes(value) <= MAX_VALUE_BYTES);

/** The message keeps the form's own limit: a cover letter the form takes is one a draft keeps. */
const message = z.string().max(MAX_MESSAGE_CHARS);

const draftShape = z.strictObject({
  ...Object.fromEntries(STANDARD_TEXT_FIELDS.map((name) => [name, name === 'message' ? message : text])),
  answers: z.record(z.string(), z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_RECORDS)),
}) as unknown as z.ZodType<DraftValues>;

/** What a field holds before it is answered. */
const unanswered = (field: FormField) =>
  field.kind === 'multiselect' ? [] : field.kind === 'checkbox' ? false : '';

/** A value as this field holds it, or undefined when it cannot be one of its values. */
function fieldValue(field: FormField, value: unknown): AnswerRecord[string] | undefined {
  // A field of an entry added with "Add another", not answered yet, holds null (react-hook-form).
  if (value === null && field.kind !== 'information') return unanswered(field);
  const optionIds = new Set(field.options.map((option) => option.id));
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return text.safeParse(value).success ? (value as string) : undefined;
    case 'select':
    case 'radio':
      return value === '' || (typeof value === 'string' && optionIds.has(value)) ? value : undefined;
    case 'multiselect':
      return Array.isArray(value) && value.every((id) => typeof id === 'string' && optionIds.has(id))
        ? [...new Set(value as string[])]
        : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? value : undefined;
    case 'information':
      return undefined;
  }
}

/**
 * The file fields that had a file when the draft was saved, among those the form has: the page that
 * opens the link asks for them again. Anything else names none (a note, not worth refusing the draft).
 */
export function parseFilesChosen(form: ApplicationForm, input: unknown): FileField[] {
  if (!Array.isArray(input)) return [];
  const asked = fileFields.filter((name) => name === 'resume' || form.avatarUpload);
  return asked.filter((name) => input.includes(name));
}

/**
 * A draft sent to be kept on the server, checked against the form the server loaded itself: only the
 * form's own field names, question ids and field ids, values each field can hold, the application's
 * limits. Anything else refuses the whole draft (null): the browser made it, so junk means tampering.
 */
export function parseDraftValues(form: ApplicationForm, input: unknown): DraftValues | null {
  if (utf8Bytes(JSON.stringify(input) ?? '') > MAX_DRAFT_BYTES) return null;
  const shape = draftShape.safeParse(input);
  if (!shape.success) return null;
  const answers: DraftValues['answers'] = {};
  for (const [questionId, records] of Object.entries(shape.data.answers)) {
    const question = form.questions.find((q) => q.id === questionId);
    if (!question || (!question.repeatable && records.length > 1)) return null;
    const kept: AnswerRecord[] = [];
    for (const record of records) {
      const fields: AnswerRecord = {};
      for (const [fieldId, value] of Object.entries(record)) {
        const field = question.fields.find((f) => f.id === fieldId);
        const checked = field ? fieldValue(field, value) : undefined;
        if (checked === undefined) return null;
        fields[fieldId] = checked;
      }
      kept.push(fields);
    }
    answers[questionId] = kept;
  }
  return { ...shape.data, answers };
}
