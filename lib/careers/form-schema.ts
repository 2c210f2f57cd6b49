import { z } from 'zod';
import { emailSchema } from '../platform/contract';
import {
  avatarTypes,
  MAX_ANSWER_BYTES,
  MAX_RECORDS,
  MAX_UPLOAD_BYTES,
  resumeTypes,
  type ApplicationForm,
  type ConsentModel,
  type FormField,
  type FormQuestion,
} from './application-form';
import type { AnswerRecord, AnswerValue, ApplicationValues } from './application-values';

/**
 * One schema for the apply form, used by react-hook-form in the browser and by the server action, so
 * both refuse exactly what the platform would. Issue paths are form paths (`answers.<q>.<record>.<field>`).
 */

type FileInput = File | FileList | null | undefined;
/** What the schema reads: the form's values, with files as the browser or FormData holds them. */
export type ApplicationInput = Omit<ApplicationValues, 'resume' | 'avatar'> & {
  resume?: FileInput;
  avatar?: FileInput;
};
/**
 * Typed loosely on the input side so react-hook-form can hold it as `useForm<FieldValues>` or
 * `useForm<ApplicationInput, unknown, ApplicationValues>` alike; `ApplicationInput` is what it reads.
 */
export type ApplicationSchema = z.ZodType<ApplicationValues, Record<string, unknown>>;

type Issue = { path: (string | number)[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The platform stores text in Postgres, which holds no NUL and (in JSON) no lone surrogate half: such
 * text is refused here, with a message, rather than failing there.
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code === 0 || (code >= 0xdc00 && code <= 0xdfff)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}
const UNSTORABLE = 'Remove the invisible or broken characters from this text';

/** Checkboxes arrive as booleans from react-hook-form, as "1"/"on"/"true" from a checkbox's value. */
export function checkboxState(value: unknown): boolean | null {
  if (value === true || value === '1' || value === 'on' || value === 'true') return true;
  if (value === false || value === undefined || value === null || value === '') return false;
  return null;
}

/** What the platform receives for a field's value — also what conditionals compare against. */
export function platformValues(field: FormField, value: unknown): string[] {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
    case 'select':
    case 'radio':
      return typeof value === 'string' && value !== '' ? [value] : [];
    case 'multiselect':
      return (Array.isArray(value) ? value : [value]).filter(
        (v): v is string => typeof v === 'string' && v !== '',
      );
    case 'checkbox':
      return checkboxState(value) ? ['1'] : [];
    case 'information':
      return [];
  }
}

/** A question's records as held: none (or junk) counts as one empty record. */
export function recordsOf(answers: unknown, questionId: string): Record<string, unknown>[] {
  const records = isObject(answers) ? answers[questionId] : undefined;
  if (!Array.isArray(records) || records.length === 0) return [{}];
  return records.map((record) => (isObject(record) ? record : {}));
}

/**
 * The questions asked for these answers: a conditional one only while its parent is asked and the
 * parent field (in any record) holds a trigger value — the platform's rule, so nested ones chain.
 */
export function askedQuestionIds(form: ApplicationForm, values: { answers: unknown }): Set<string> {
  const byId = new Map(form.questions.map((question) => [question.id, question]));
  const memo = new Map<string, boolean>();
  const isAsked = (question: FormQuestion, visiting: Set<string>): boolean => {
    const known = memo.get(question.id);
    if (known !== undefined) return known;
    const showWhen = question.showWhen;
    let asked = !showWhen;
    if (showWhen && !visiting.has(question.id)) {
      const parent = byId.get(showWhen.questionId);
      const field = parent?.fields.find((f) => f.id === showWhen.fieldId);
      asked =
        !!parent &&
        !!field &&
        isAsked(parent, new Set([...visiting, question.id])) &&
        recordsOf(values.answers, parent.id).some((record) =>
          platformValues(field, record[field.id]).some((value) => showWhen.valueIds.includes(value)),
        );
    }
    memo.set(question.id, asked);
    return asked;
  };
  return new Set(form.questions.filter((q) => isAsked(q, new Set())).map((q) => q.id));
}

/** How many characters, counted from the end, must go for the text to fit the byte limit. */
function charactersOver(text: string): number {
  let bytes = utf8Bytes(text);
  let count = 0;
  const characters = Array.from(text);
  for (let i = characters.length - 1; i >= 0 && bytes > MAX_ANSWER_BYTES; i--, count++) {
    bytes -= utf8Bytes(characters[i] ?? '');
  }
  return count;
}

/** One field's value, normalised, or the message for the candidate. */
function checkField(field: FormField, value: unknown): { value?: AnswerValue; error?: string } {
  const options = new Set(field.options.map((option) => option.id));
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      if (value !== undefined && value !== null && typeof value !== 'string') return { error: 'Enter text' };
      const text = value ?? '';
      if (field.required && text.trim() === '') return { error: 'This field is required' };
      if (!isStorableText(text)) return { error: UNSTORABLE };
      const over = charactersOver(text.trim());
      if (over > 0) return { error: `At most ${MAX_ANSWER_BYTES} bytes — remove about ${over} character(s)` };
      return { value: text };
    }
    case 'select':
    case 'radio': {
      if (value === undefined || value === null || value === '')
        return field.required ? { error: 'Choose an option' } : {};
      return typeof value === 'string' && options.has(value)
        ? { value }
        : { error: 'Choose one of the options given' };
    }
    case 'multiselect': {
      const list = value === undefined || value === null || value === false || value === '' ? [] : value;
      const ids = Array.isArray(list) ? list : [list];
      if (!ids.every((id): id is string => typeof id === 'string' && options.has(id)))
        return { error: 'Choose from the options given' };
      if (new Set(ids).size !== ids.length) return { error: 'Choose each option only once' };
      if (field.required && ids.length === 0) return { error: 'Choose at least one option' };
      return { value: ids };
    }
    case 'checkbox': {
      const checked = checkboxState(value);
      if (checked === null) return { error: 'Tick or clear this box' };
      if (field.required && !checked) return { error: 'Tick this box to continue' };
      return { value: checked };
    }
    case 'information':
      return {};
  }
}

/** Checks the asked questions' answers and keeps only those: unasked answers never block or leave. */
function checkAnswers(form: ApplicationForm, answers: unknown) {
  const issues: Issue[] = [];
  const asked = askedQuestionIds(form, { answers });
  const value: Record<string, AnswerRecord[]> = {};
  for (const question of form.questions.filter((q) => asked.has(q.id))) {
    const records = recordsOf(answers, question.id);
    if (!question.repeatable && records.length > 1)
      issues.push({ path: [question.id], message: 'This question takes one answer' });
    if (records.length > MAX_RECORDS)
      issues.push({ path: [question.id], message: `At most ${MAX_RECORDS} entries` });
    value[question.id] = records.slice(0, MAX_RECORDS).map((record, index) => {
      const normalised: AnswerRecord = {};
      for (const field of question.fields) {
        const checked = checkField(field, record[field.id]);
        if (checked.error) issues.push({ path: [question.id, index, field.id], message: checked.error });
        if (checked.value !== undefined) normalised[field.id] = checked.value;
      }
      return normalised;
    });
  }
  return { issues, value };
}

function checkConsent(model: ConsentModel, consent: unknown) {
  const given = isObject(consent) ? consent : {};
  const issues: Issue[] = [];
  const value: Record<string, boolean> = {};
  const purposes = model.type === 'SINGLE' ? [{ id: 'SINGLE', required: true }] : model.purposes;
  for (const { id, required } of purposes) {
    const checked = checkboxState(given[id]);
    if (checked === null) issues.push({ path: [id], message: 'Tick or clear this box' });
    else if (required && !checked)
      issues.push({
        path: [id],
        message: model.type === 'SINGLE' ? 'You must agree to continue' : 'You must agree to this to apply',
      });
    value[id] = checked === true;
  }
  return { issues, value };
}

const report = (issues: Issue[], ctx: z.RefinementCtx) =>
  issues.forEach(({ path, message }) => ctx.addIssue({ code: 'custom', path, message }));

/** A browser FileList or File, or a File from FormData (empty and nameless: no file chosen). */
function toFile(value: unknown, mode: 'browser' | 'server'): File | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (mode === 'browser' && typeof FileList !== 'undefined' && value instanceof FileList)
    return value.item(0);
  if (typeof File !== 'undefined' && value instanceof File)
    return value.size === 0 && value.name === '' ? null : value;
  return 'invalid';
}

function fileSchema(kind: 'resume' | 'avatar', mode: 'browser' | 'server', allowed: boolean) {
  const rules = kind === 'resume' ? resumeTypes : avatarTypes;
  return z
    .custom<FileInput>(() => true)
    .transform((value) => toFile(value, mode))
    .superRefine((file, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (file === null) return;
      if (file === 'invalid') return fail('Choose a file to upload');
      if (!allowed) return fail('This job does not take a photo');
      if (file.size === 0) return fail('The file is empty');
      if (file.size > MAX_UPLOAD_BYTES) return fail(`The file is larger than 2 MB (${rules.label})`);
      const extension = /\.[a-z0-9]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
      const typeListed = (rules.mimeTypes as readonly string[]).includes(file.type.toLowerCase());
      if (!typeListed && !(extension && rules.accept.split(',').includes(extension)))
        fail(`This type of file is not accepted (${rules.label})`);
    })
    .transform((file) => (file === 'invalid' ? null : file));
}

/** A real ISO 3166-1 alpha-2 region, one the platform and Intl both know. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
export const countryName = (code: string) => regionNames.of(code) ?? code;
const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== undefined;

const webAddress = (text: string, host?: RegExp) => {
  try {
    const url = new URL(text);
    return (
      /^https?:$/.test(url.protocol) &&
      url.hostname.includes('.') &&
      (!host || host.test(url.hostname)) &&
      text.length <= 500
    );
  } catch {
    return false;
  }
};

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}`)
    .max(100, `Your ${label} can be at most 100 characters`)
    .refine(isStorableText, UNSTORABLE);

export function buildApplicationSchema(
  form: ApplicationForm,
  options: { files: 'browser' | 'server' },
): ApplicationSchema {
  return (
    z
      .object({
        firstName: name('first name'),
        lastName: name('last name'),
        email: emailSchema.refine(isStorableText, UNSTORABLE),
        phoneNumber: z.string().trim(),
        country: z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => code === '' || isCountryCode(code), 'Choose a country from the list'),
        city: z
          .string()
          .trim()
          .max(100, 'The city can be at most 100 characters')
          .refine(isStorableText, UNSTORABLE),
        linkedIn: z
          .string()
          .trim()
          .refine(
            (url) => url === '' || webAddress(url, /(^|\.)linkedin\.com$/i),
            'Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name',
          )
          .refine(isStorableText, UNSTORABLE),
        website: z
          .string()
          .trim()
          .refine((url) => url === '' || webAddress(url), 'Enter a web address, e.g. https://example.com')
          .refine(isStorableText, UNSTORABLE),
        message: z
          .string()
          .max(10_000, 'The message can be at most 10,000 characters')
          .refine(isStorableText, UNSTORABLE),
        answers: z
          .custom<ApplicationValues['answers']>(
            (value) => value === undefined || isObject(value),
            'Answer the questions again',
          )
          .superRefine((answers, ctx) => report(checkAnswers(form, answers).issues, ctx))
          .transform((answers) => checkAnswers(form, answers).value),
        consent: z
          .custom<ApplicationValues['consent']>((value) => value === undefined || isObject(value))
          .superRefine((consent, ctx) => report(checkConsent(form.consent, consent).issues, ctx))
          .transform((consent) => checkConsent(form.consent, consent).value),
        resume: fileSchema('resume', options.files, true),
        avatar: fileSchema('avatar', options.files, form.avatarUpload),
      })
      // Async: the phone library is a chunk of its own, fetched only when there is a number to check.
      // Parse with safeParseAsync (react-hook-form's zodResolver does).
      .superRefine(async (values, ctx) => {
        if (values.phoneNumber === '') return;
        const { readPhoneNumber } = await import('./phone');
        if (!readPhoneNumber(values.phoneNumber, values.country))
          ctx.addIssue({
            code: 'custom',
            path: ['phoneNumber'],
            message: 'Enter a valid phone number, e.g. +44 20 7946 0958',
          });
      })
  );
}
