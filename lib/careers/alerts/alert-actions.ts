'use server';
import { notFound, redirect } from 'next/navigation';
import { messageKey } from '@/lib/i18n/message-key';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { ALERT_LIMITS } from '../abuse/mail-request-limits';
import { checkMailRequestLimitsFor } from '../abuse/mail-request-limits-for';
import { getSiteDelivery } from '../delivery/site-delivery';
import { journaledSiteDb } from '../erasure-journal/journaled-site-db';
import { listOpenJobs } from '../jobs';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import type { EmailRequestState } from '../email-request-state';
import { parseAlertFrequency } from './alert-frequency';
import { deleteAlert, setAlertFrequency } from './alert-store';
import { confirmAlertByLink } from './confirm-alert';
import { subscribeToAlert } from './subscribe-to-alert';
import { STOPPED_ANSWER } from './stopped-answer';

const TRY_AGAIN = messageKey('alerts.notSaved');

/** "Email me new jobs like these" on the job list (site and embed). */
export async function subscribeToJobAlert(
  _previous: EmailRequestState,
  formData: FormData,
): Promise<EmailRequestState> {
  // An action is a public endpoint: a hand-made request can send anything in place of the form.
  if (!(formData instanceof FormData)) return { status: 'error', email: '', formError: TRY_AGAIN };
  const typed = formData.get('email');
  const email = typeof typed === 'string' ? typed.slice(0, 1_000) : '';
  try {
    const delivery = await getSiteDelivery();
    const keys = await getSiteKeys();
    const site = getSiteConfig();
    return await subscribeToAlert(
      {
        db: delivery.db,
        // The page's language: the alert's mails are written in it.
        locale: await requestLocale(),
        links: keys.alertLinks,
        ownerKey: keys.alertOwnerKey,
        site: { name: site.name, url: site.url, distanceUnit: site.distanceUnit },
        checkLimits: () =>
          checkMailRequestLimitsFor(delivery, {
            kind: 'alert',
            perClientPerHour: ALERT_LIMITS.perClientPerHour,
          }),
        now: Date.now,
        mailQueued: () => delivery.mailWorker.wake(),
      },
      formData,
    );
  } catch (error) {
    console.error('[alerts] subscribing failed:', error instanceof Error ? error.name : typeof error);
    return { status: 'error', email, formError: TRY_AGAIN };
  }
}

/**
 * The confirm page's button, with how often to mail: a mail scanner that opens the link does not confirm
 * anything. A form without the choice (a page from before it was offered) is daily; a made-up choice is
 * refused and confirms nothing.
 */
export async function confirmJobAlert(token: string, formData: FormData): Promise<void> {
  if (typeof token !== 'string' || !(formData instanceof FormData)) notFound();
  const chosen = formData.get('frequency');
  const frequency = chosen === null ? 'daily' : parseAlertFrequency(chosen);
  if (!frequency) notFound();
  const manageToken = await confirmAlertByLink(
    { ...(await journaledSiteDb()), links: (await getSiteKeys()).alertLinks, listOpenJobs, now: Date.now },
    token,
    frequency,
  );
  if (!manageToken) notFound();
  redirect(localizedPath(await requestLocale(), `/alerts/manage/${manageToken}?done=confirmed`));
}

const ALERT_ID = /^[\w-]{1,64}$/;

/** The address a manage link names (its key), or a 404 for a forged or expired link or a bad alert id. */
async function ownerOf(manageToken: unknown, alertId: unknown): Promise<string> {
  if (typeof manageToken !== 'string' || typeof alertId !== 'string' || !ALERT_ID.test(alertId)) notFound();
  const ownerKey = (await getSiteKeys()).alertLinks.verify(manageToken, 'manage', Date.now());
  if (!ownerKey) notFound();
  return ownerKey;
}

/** The manage page's "Delete": only an alert of the address the manage link names. */
export async function deleteJobAlert(manageToken: string, alertId: string): Promise<void> {
  const ownerKey = await ownerOf(manageToken, alertId);
  await deleteAlert(await journaledSiteDb(), alertId, ownerKey);
  // `for` names the alert answered, so a second answer of the same kind is a new one on the page (focus).
  redirect(localizedPath(await requestLocale(), `/alerts/manage/${manageToken}?done=deleted&for=${alertId}`));
}

/**
 * The manage page's "Once a week instead" (or a day, or as jobs open): only an alert of the address the
 * link names.
 */
export async function setJobAlertFrequency(
  manageToken: string,
  alertId: string,
  frequency: string,
): Promise<void> {
  const ownerKey = await ownerOf(manageToken, alertId);
  const chosen = parseAlertFrequency(frequency);
  if (!chosen || !(await setAlertFrequency(await journaledSiteDb(), alertId, ownerKey, chosen))) notFound();
  redirect(
    localizedPath(await requestLocale(), `/alerts/manage/${manageToken}?done=${chosen}&for=${alertId}`),
  );
}

/** The unsubscribe page's button (the mail's text link); the one-click POST is /api/alerts/unsubscribe. */
export async function unsubscribeJobAlert(token: string): Promise<void> {
  if (typeof token !== 'string') notFound();
  const id = (await getSiteKeys()).alertLinks.verify(token, 'unsubscribe', Date.now());
  if (!id) notFound();
  await deleteAlert(await journaledSiteDb(), id);
  const { name, value } = STOPPED_ANSWER;
  redirect(localizedPath(await requestLocale(), `/alerts/unsubscribe/${token}?${name}=${value}`));
}
