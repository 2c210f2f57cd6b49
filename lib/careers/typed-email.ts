import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, emailSchema } from '@/lib/platform/contract';
import { messageKey } from '@/lib/i18n/message-key';
import { normaliseEmail } from './delivery/outbox';

export type TypedEmail =
  { status: 'ok'; typed: string; address: string } | { status: 'error'; email: string; fieldError: string };

/** The form's `email` by the platform's rule, with the form's own words for what is wrong with it. */
export function parseTypedEmail(raw: FormDataEntryValue | null): TypedEmail {
  const typed = typeof raw === 'string' ? raw.slice(0, 1_000) : '';
  const email = emailSchema.safeParse(typed);
  if (email.success) return { status: 'ok', typed, address: normaliseEmail(email.data) };
  return {
    status: 'error',
    email: typed,
    fieldError:
      email.error.issues[0]?.message === EMAIL_TOO_LONG
        ? messageKey('errors.emailTooLong', { max: EMAIL_MAX_LENGTH })
        : messageKey('errors.emailInvalid'),
  };
}
