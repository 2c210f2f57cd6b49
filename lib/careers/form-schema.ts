import { z } from 'zod';
import { emailSchema } from '../platform/contract';
import type { ApplicationForm } from './application-form';
import type { ApplicationValues } from './application-values';
import { checkAnswers } from './answer-checks';
import { checkConsent } from './consent-check';
import { fileSchema, type FileInput } from './file-checks';
import { isObject } from './is-object';
import { reportIssues } from './schema-issues';
import { isCountryCode, isStorableText, UNSTORABLE, webAddress } from './text-rules';

/**
 * One schema for the apply form, used by react-hook-form in the browser and by the server action, so
 * both refuse exactly what the platform would. Issue paths are form paths (`answers.<q>.<record>.<field>`).
 */

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
          .superRefine((answers, ctx) => reportIssues(checkAnswers(form, answers).issues, ctx))
          .transform((answers) => checkAnswers(form, answers).value),
        consent: z
          .custom<ApplicationValues['consent']>((value) => value === undefined || isObject(value))
          .superRefine((consent, ctx) => reportIssues(checkConsent(form.consent, consent).issues, ctx))
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
