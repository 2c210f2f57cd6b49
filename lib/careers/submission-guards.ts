import type { FormTokens } from './form-token';
import { messageKey } from '../i18n/message-key';

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
      formError: messageKey(checked.status === 'expired' ? 'apply.tokenExpired' : 'apply.tokenInvalid'),
    };
  }
  const formToken = token as string;
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return {
      status: 'refused',
      formToken,
      formError: messageKey('apply.honeypot'),
    };
  }
  if (checked.ageMs < minFillMs) {
    return {
      status: 'refused',
      formToken,
      formError: messageKey('apply.tooQuick'),
    };
  }
  return { status: 'ok', idempotencyKey: checked.idempotencyKey, formToken };
}
