import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, emailSchema } from '@/lib/platform/contract';
import { messageKey } from '@/lib/i18n/message-key';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { ALERT_LIMITS } from '../abuse/mail-request-limits';
import { normaliseEmail } from '../delivery/outbox';
import type { AlertFormState } from './alert-form-state';
import type { AlertLinkSigner } from './alert-links';
import { composeAlertConfirmation } from './alert-mails';
import { alertSearchFrom } from './alert-search';
import { ALERT_SEARCH_FIELDS } from './alert-search-fields';
import { createPendingAlert } from './alert-store';

export type SubscribeDeps = {
  db: SiteDb;
  links: AlertLinkSigner;
  ownerKey: (normalisedEmail: string) => string;
  site: { name: string; url: string };
  /** The language of the page the alert was started on: its mails are written in it. */
  locale: Locale;
  /** The abuse limits (lib/careers/abuse/mail-request-limits.ts), asked once the input is valid. */
  checkLimits: () => Promise<'pass' | 'limited'>;
  now: () => number;
  mailQueued?: () => void;
};

const LIMITED = messageKey('alerts.limited');

/**
 * Starts a job alert from the list's form: the address by the platform's email rule, the search cleaned
 * as the list cleans it (never trusted as sent). The alert is pending until its link is followed.
 */
export async function subscribeToAlert(deps: SubscribeDeps, formData: FormData): Promise<AlertFormState> {
  const raw = formData.get('email');
  const typed = typeof raw === 'string' ? raw.slice(0, 1_000) : '';
  const email = emailSchema.safeParse(typed);
  if (!email.success) {
    return {
      status: 'error',
      email: typed,
      // The form's own words for the platform's rule (errors namespace), in the page's language.
      fieldError:
        email.error.issues[0]?.message === EMAIL_TOO_LONG
          ? messageKey('errors.emailTooLong', { max: EMAIL_MAX_LENGTH })
          : messageKey('errors.emailInvalid'),
    };
  }
  if ((await deps.checkLimits()) === 'limited') return { status: 'error', email: typed, formError: LIMITED };
  const search = alertSearchFrom(
    Object.fromEntries(
      ALERT_SEARCH_FIELDS.map((name) => [name, formData.get(name)]).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  );
  const now = deps.now();
  const id = randomId();
  const address = normaliseEmail(email.data);
  const unsubscribeUrl = `${deps.site.url}/api/alerts/unsubscribe/${deps.links.sign('unsubscribe', id, now)}`;
  const confirmPath = `/alerts/confirm/${deps.links.sign('confirm', id, now)}`;
  const mail = composeAlertConfirmation({
    locale: deps.locale,
    siteName: deps.site.name,
    confirmUrl: `${deps.site.url}${localizedPath(deps.locale, confirmPath)}`,
  });
  const stored = await createPendingAlert(deps.db, {
    id,
    email: address,
    ownerKey: deps.ownerKey(address),
    search,
    locale: deps.locale,
    now: new Date(now),
    confirmation: { id: randomId(), ...mail, listUnsubscribeUrl: unsubscribeUrl },
    maxPerAddressPerDay: ALERT_LIMITS.perEmailPerDay,
  });
  if (stored === 'limited') return { status: 'error', email: typed, formError: LIMITED };
  deps.mailQueued?.();
  return { status: 'ok' };
}
