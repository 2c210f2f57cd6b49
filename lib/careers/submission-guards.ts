import type { FormTokens } from './form-token';

/** A field people never see or fill (visually hidden, out of the tab order, hidden from screen readers). */
export const HONEYPOT_FIELD = 'fax_number';
export const FORM_TOKEN_FIELD = 'formToken';

export type GuardResult =
  | { status: 'ok'; idempotencyKey: string; formToken: string }
  /** `formToken` is the one the page should carry from now on. */
  | { status: 'refused'; formError: string; formToken: string };

/**
 * The spam checks that need no answers: the honeypot is empty, the form token is genuine, and the form
 * was open long enough for a person to fill it. Each refusal says plainly what to do, and the answers
 * are kept, so a person caught by mistake loses nothing.
 */
export function checkSubmissionGuards(
  formData: FormData,
  tokens: FormTokens,
  minFillMs: number,
): GuardResult {
  const token = formData.get(FORM_TOKEN_FIELD);
  const honeypot = formData.get(HONEYPOT_FIELD);
  const checked = tokens.check(token);
  if (checked.status !== 'ok') {
    return {
      status: 'refused',
      formToken: tokens.issue(),
      formError:
        checked.status === 'expired'
          ? 'This form was open for a long time, so we refreshed it. Please check your answers and submit again.'
          : 'We could not verify this form. Please check your answers and submit again.',
    };
  }
  const formToken = token as string;
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return {
      status: 'refused',
      formToken,
      formError: 'Please leave the field marked “leave empty” blank, then submit again.',
    };
  }
  if (checked.ageMs < minFillMs) {
    return {
      status: 'refused',
      formToken,
      formError: 'That was very quick — please check your answers, then submit again.',
    };
  }
  return { status: 'ok', idempotencyKey: checked.idempotencyKey, formToken };
}
