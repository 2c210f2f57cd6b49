import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../platform/contract/email-rule';
import { MAX_MESSAGE_CHARS } from '../platform/contract/application-rules';
import type { ApplicationForm } from './application-form';
import type { ApplicationValues } from './application-values';
import { checkAnswers } from './answer-checks';
import { checkConsent } from './consent-check';
import { fileSchema, type FileInput } from './file-checks';
import { isObject } from './is-object';
import { reportIssues } from './schema-issues';
import { isCountryCode, isStorableText, UNSTORABLE, webAddress } from './text-rules';
import { messageKey } from '../i18n/message-key';

/**
 * One schema for the apply form, used by react-hook-form in the browser and by the server action, so
 * both refuse exactly what the platform would. Issue paths are form paths (`answers.<q>.<record>.<field>`).
 * Written with zod/mini, the tree-shakable API: the browser loads only the checks used here.
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
export type ApplicationSchema = z.ZodMiniType<ApplicationValues, Record<string, unknown>>;

const name = (which: 'first' | 'last') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(
        1,
        which === 'first' ? messageKey('errors.enterFirstName') : messageKey('errors.enterLastName'),
      ),
      z.maxLength(
        100,
        which === 'first' ? messageKey('errors.firstNameTooLong') : messageKey('errors.lastNameTooLong'),
      ),
      z.refine(isStorableText, UNSTORABLE),
    );

/** The platform's email rule (lib/platform/contract/email-rule.ts), as the contract's emailSchema checks it. */
const email = () =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, messageKey('errors.emailTooLong', { max: EMAIL_MAX_LENGTH })),
      z.regex(EMAIL_PATTERN, messageKey('errors.emailInvalid')),
      z.refine(isStorableText, UNSTORABLE),
    );

/**
 * zod/mini leaves the locale to the application; classic zod installs English on first use. Installed
 * here the same way (only when none is set), so zod's own messages read as they did with classic zod.
 */
function ensureEnglishMessages() {
  if (!z.config().localeError) z.config(en());
}

export function buildApplicationSchema(
  form: ApplicationForm,
  options: { files: 'browser' | 'server' },
): ApplicationSchema {
  ensureEnglishMessages();
  return (
    z
      .object({
        firstName: name('first'),
        lastName: name('last'),
        email: email(),
        phoneNumber: z.string().check(z.trim()),
        country: z.string().check(
          z.trim(),
          z.toUpperCase(),
          z.refine((code) => code === '' || isCountryCode(code), messageKey('errors.countryFromList')),
        ),
        city: z
          .string()
          .check(
            z.trim(),
            z.maxLength(100, messageKey('errors.cityTooLong')),
            z.refine(isStorableText, UNSTORABLE),
          ),
        linkedIn: z.string().check(
          z.trim(),
          z.refine(
            (url) => url === '' || webAddress(url, /(^|\.)linkedin\.com$/i),
            messageKey('errors.linkedInAddress'),
          ),
          z.refine(isStorableText, UNSTORABLE),
        ),
        website: z.string().check(
          z.trim(),
          z.refine((url) => url === '' || webAddress(url), messageKey('errors.webAddress')),
          z.refine(isStorableText, UNSTORABLE),
        ),
        message: z
          .string()
          .check(
            z.maxLength(MAX_MESSAGE_CHARS, messageKey('errors.messageTooLong', { max: MAX_MESSAGE_CHARS })),
            z.refine(isStorableText, UNSTORABLE),
          ),
        // Checked, then normalised in place (z.overwrite) rather than piped into z.transform: zod/mini's
        // transform answers with a promise in every async parse, which would reorder issues and keys.
        answers: z
          .custom<ApplicationValues['answers']>(
            (value) => value === undefined || isObject(value),
            messageKey('errors.answerAgain'),
          )
          .check(
            z.superRefine((answers, ctx) => reportIssues(checkAnswers(form, answers).issues, ctx)),
            z.overwrite((answers) => checkAnswers(form, answers).value),
          ),
        consent: z
          .custom<ApplicationValues['consent']>((value) => value === undefined || isObject(value))
          .check(
            z.superRefine((consent, ctx) => reportIssues(checkConsent(form.consent, consent).issues, ctx)),
            z.overwrite((consent) => checkConsent(form.consent, consent).value),
          ),
        resume: fileSchema('resume', options.files, true),
        avatar: fileSchema('avatar', options.files, form.avatarUpload),
      })
      // Async: the phone library is a chunk of its own, fetched only when there is a number to check.
      // Parse with safeParseAsync (react-hook-form's zodResolver does).
      .check(
        z.superRefine(async (values, ctx) => {
          if (values.phoneNumber === '') return;
          const { readPhoneNumber } = await import('./phone');
          if (!readPhoneNumber(values.phoneNumber, values.country))
            ctx.addIssue({
              code: 'custom',
              path: ['phoneNumber'],
              message: messageKey('errors.phoneInvalid'),
            });
        }),
      )
  );
}
