'use server';
import { after } from 'next/server';
import { notFound, redirect } from 'next/navigation';
import { embedStatusPath } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/locales';
import { messageKey } from '@/lib/i18n/message-key';
import { requestLocale } from '@/lib/i18n/request-locale';
import { withQueryValue } from '@/lib/net/query-entries';
import { STATUS_LINK_LIMITS } from '../abuse/mail-request-limits';
import { checkMailRequestLimitsFor } from '../abuse/mail-request-limits-for';
import { getSiteDelivery } from '../delivery/site-delivery';
import type { EmailRequestState } from '../email-request-state';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import { statusPagePath } from '../status-link';
import { linkedApplication } from './linked-application';
import { listedJobTitle } from './site-status';
import { mailStatusLinks, requestStatusLinks, type StatusLinkRequestDeps } from './status-link-lookup';
import { ALL_LINK_QUERY, ALL_LINK_SECTION, type AllLinkAnswer } from './all-link-answer';
import { isTokenShaped } from './status-request-deps';
import { frameQuery } from './back-to-status-page';

const TRY_AGAIN = messageKey('status.findTryAgain');
const failed = (what: string, error: unknown) =>
  console.error(`[status] ${what} failed:`, error instanceof Error ? error.name : typeof error);

/** The limits a look-up is held to, and the mail it sends once the answer has gone, in `locale`. */
async function statusLinksMailer(locale: Locale): Promise<StatusLinkRequestDeps> {
  const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
  const site = getSiteConfig();
  return {
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
  };
}

/** "Email me my applications" on /applications: a candidate who lost their confirmation mail. */
export async function emailStatusLinks(
  _previous: EmailRequestState,
  formData: FormData,
): Promise<EmailRequestState> {
  // An action is a public endpoint: a hand-made request can send anything in place of the form.
  if (!(formData instanceof FormData)) return { status: 'error', email: '', formError: TRY_AGAIN };
  const typed = formData.get('email');
  try {
    return await requestStatusLinks(await statusLinksMailer(await requestLocale()), formData);
  } catch (error) {
    failed('a status link request', error);
    return {
      status: 'error',
      email: typeof typed === 'string' ? typed.slice(0, 1_000) : '',
      formError: TRY_AGAIN,
    };
  }
}

/**
 * "Email me the link" on a status page: the same mail as "Your applications" (every status link, and the
 * page of them all), sent to the address the application was sent from, which the page never shows. Held
 * to the same limits. Answers whether it went; a link that does not work is a 404 and sends nothing.
 */
async function mailAllApplicationsLink(token: unknown, locale: Locale): Promise<AllLinkAnswer> {
  if (!isTokenShaped(token)) notFound();
  const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
  const row = await linkedApplication({ db: delivery.db, signer: keys.signer }, token);
  if (!row) notFound();
  const mailer = await statusLinksMailer(locale);
  if ((await mailer.checkLimits(row.candidateEmail)) === 'limited') return 'limited';
  mailer.sendLater(row.candidateEmail);
  return 'sent';
}

const allLinkAnswered = (path: string, answer: AllLinkAnswer) =>
  `${withQueryValue(path, ALL_LINK_QUERY, answer)}#${ALL_LINK_SECTION}`;

/** The site's status page: back on it, which says the mail went (or was asked for too often). */
export async function emailAllApplicationsLink(token: string): Promise<void> {
  const locale = await requestLocale();
  const answer = await mailAllApplicationsLink(token, locale);
  redirect(allLinkAnswered(localizedPath(locale, statusPagePath(token)), answer));
}

/**
 * The same inside the employer's frame: back on the frame's status page, in the frame's look. The mail's
 * links lead to the site, as every mailed link does. The frame's query is read again, so a post can lead
 * nowhere but to the frame's pages.
 */
export async function emailAllApplicationsLinkInFrame(token: string, frame: string): Promise<void> {
  const answer = await mailAllApplicationsLink(token, await requestLocale());
  redirect(allLinkAnswered(embedStatusPath(token, frameQuery(frame)), answer));
}
