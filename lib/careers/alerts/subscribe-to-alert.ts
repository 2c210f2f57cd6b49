import { messageKey } from '@/lib/i18n/message-key';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { SiteDb } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { ALERT_LIMITS } from '../abuse/mail-request-limits';
import type { EmailRequestState } from '../email-request-state';
import { parseTypedEmail } from '../typed-email';
import type { AlertLinkSigner } from './alert-links';
import { composeAlertConfirmation } from './alert-mails';
import { alertSearchFrom, withDistanceUnit } from './alert-search';
import type { DistanceUnit } from '../near/distance-unit';
import { ALERT_SEARCH_FIELDS } from './alert-search-fields';
import { createPendingAlert } from './alert-store';

export type SubscribeDeps = {
  db: SiteDb;
  links: AlertLinkSigner;
  ownerKey: (normalisedEmail: string) => string;
  site: { name: string; url: string; distanceUnit: DistanceUnit };
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
export async function subscribeToAlert(deps: SubscribeDeps, formData: FormData): Promise<EmailRequestState> {
  const email = parseTypedEmail(formData.get('email'));
  if (email.status === 'error') return email;
  const { typed, address } = email;
  if ((await deps.checkLimits()) === 'limited') return { status: 'error', email: typed, formError: LIMITED };
  const search = withDistanceUnit(
    alertSearchFrom(
      Object.fromEntries(
        ALERT_SEARCH_FIELDS.map((name) => [name, formData.get(name)]).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    ),
    deps.site.distanceUnit,
  );
  const now = deps.now();
  const id = randomId();
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
