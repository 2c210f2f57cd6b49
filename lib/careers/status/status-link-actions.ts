'use server';
import { after } from 'next/server';
import { messageKey } from '@/lib/i18n/message-key';
import { requestLocale } from '@/lib/i18n/request-locale';
import { STATUS_LINK_LIMITS } from '../abuse/mail-request-limits';
import { checkMailRequestLimitsFor } from '../abuse/mail-request-limits-for';
import { getSiteDelivery } from '../delivery/site-delivery';
import type { EmailRequestState } from '../email-request-state';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import { listedJobTitle } from './site-status';
import { mailStatusLinks, requestStatusLinks } from './status-link-lookup';

const TRY_AGAIN = messageKey('status.findTryAgain');
const failed = (what: string, error: unknown) =>
  console.error(`[status] ${what} failed:`, error instanceof Error ? error.name : typeof error);

/** "Email me my applications" on /applications: a candidate who lost their confirmation mail. */
export async function emailStatusLinks(
  _previous: EmailRequestState,
  formData: FormData,
): Promise<EmailRequestState> {
  // An action is a public endpoint: a hand-made request can send anything in place of the form.
  if (!(formData instanceof FormData)) return { status: 'error', email: '', formError: TRY_AGAIN };
  const typed = formData.get('email');
  try {
    const [delivery, keys, locale] = await Promise.all([getSiteDelivery(), getSiteKeys(), requestLocale()]);
    const site = getSiteConfig();
    return await requestStatusLinks(
      {
        checkLimits: (address) =>
          checkMailRequestLimitsFor(delivery, {
            kind: 'status',
            perClientPerHour: STATUS_LINK_LIMITS.perClientPerHour,
            perEmail: { addressKey: keys.mailAddressKey(address), perDay: STATUS_LINK_LIMITS.perEmailPerDay },
          }),
        sendLater: (address) =>
          after(() =>
            mailStatusLinks(
              {
                db: delivery.db,
                signer: keys.signer,
                addressLinks: keys.addressLinks,
                site: { name: site.name, url: site.url },
                jobTitle: listedJobTitle,
                mailQueued: () => delivery.mailWorker.wake(),
              },
              { address, locale },
            ).catch((error: unknown) => failed('mailing status links', error)),
          ),
      },
      formData,
    );
  } catch (error) {
    failed('a status link request', error);
    return {
      status: 'error',
      email: typeof typed === 'string' ? typed.slice(0, 1_000) : '',
      formError: TRY_AGAIN,
    };
  }
}
