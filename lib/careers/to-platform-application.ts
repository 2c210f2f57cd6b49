import {
  consentScopeSchema,
  type Answer,
  type Application,
  type ConsentDecisions,
  type FileUpload,
} from '../platform/contract';
import type { ApplicationForm, FormQuestion } from './application-form';
import type { ApplicationValues } from './application-values';
import { askedQuestionIds, platformValues, recordsOf } from './asked-questions';
import { readPhoneNumber } from './phone';
import { countryName } from './countries';

type Uploads = { resume?: FileUpload; avatar?: FileUpload };

/** A question's answer as the platform takes it, or null when nothing of it was answered. */
function answerOf(question: FormQuestion, answers: ApplicationValues['answers']): Answer | null {
  const required = question.fields.some((field) => field.required && field.kind !== 'information');
  const held = recordsOf(answers, question.id);
  const records = (question.repeatable ? held : held.slice(0, 1)).map((record) => {
    const fields: Record<string, string[]> = {};
    for (const field of question.fields) {
      const values = platformValues(field, record[field.id]);
      if (values.length > 0) fields[field.id] = values;
    }
    return { fields };
  });
  const filled = records.filter((record) => Object.keys(record.fields).length > 0);
  if (filled.length === 0) return null;
  // Blank entries of an optional question are left behind; a required one keeps them for the platform to refuse.
  return { id: question.id, records: required ? records : filled };
}

/** Exactly the configuration's scopes as `consentDecisions`, or the older boolean `consent`. */
function consentPart(form: ApplicationForm, consent: ApplicationValues['consent']): Partial<Application> {
  if (form.consent.type === 'BOOLEAN') return { consent: consent[form.consent.box.id] === true };
  const decisions: ConsentDecisions = {};
  for (const box of form.consent.scopes) {
    const scope = consentScopeSchema.safeParse(box.id);
    if (scope.success) decisions[scope.data] = consent[box.id] === true;
  }
  return { consentDecisions: decisions };
}

/** E.164 (plus any extension), so a national number keeps the country it was read in. */
const e164 = (phone: NonNullable<ReturnType<typeof readPhoneNumber>>) =>
  phone.ext ? `${phone.number} ext. ${phone.ext}` : phone.number;

/** Leaves out what was not given, so the platform stores no empty strings. */
function compact<T extends Record<string, string>>(values: T): Partial<T> | undefined {
  const given = Object.entries(values).filter(([, value]) => value !== '');
  return given.length > 0 ? (Object.fromEntries(given) as Partial<T>) : undefined;
}

/**
 * The platform's application from validated values: only the questions asked, in form order, trimmed,
 * with empty optional parts left out (an answer to an unasked question would be refused).
 */
export function toPlatformApplication(
  form: ApplicationForm,
  values: ApplicationValues,
  uploads: Uploads,
): Application {
  const asked = askedQuestionIds(form, values);
  const answers = form.questions.flatMap((question) =>
    asked.has(question.id) ? (answerOf(question, values.answers) ?? []) : [],
  );
  const countryCode = values.country.trim().toUpperCase();
  const phoneText = values.phoneNumber.trim();
  const phone = phoneText ? readPhoneNumber(phoneText, countryCode) : undefined;
  const location = compact({
    country: countryCode ? countryName(countryCode) : '',
    countryCode,
    city: values.city.trim(),
  });
  const web = compact({ linkedIn: values.linkedIn.trim(), website: values.website.trim() });
  const message = values.message.trim();

  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phoneText ? { phoneNumber: phone ? e164(phone) : phoneText } : {}),
    ...(location ? { location } : {}),
    ...(web ? { web } : {}),
    ...(uploads.resume ? { resume: uploads.resume } : {}),
    ...(uploads.avatar ? { avatar: uploads.avatar } : {}),
    ...(answers.length > 0 ? { answers } : {}),
    ...(message ? { messageToHiringManager: message } : {}),
    ...consentPart(form, values.consent),
  };
}
