'use server';
import { notFound, redirect } from 'next/navigation';
import { embedStatusPath, readFrameQuery } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { getSiteDelivery } from '../delivery/site-delivery';
import { getSiteConfig } from '../site';
import { getSiteKeys } from '../site-keys';
import { statusPagePath } from '../status-link';
import { askToWithdraw } from './withdrawal';

/** No status link is near this long; anything longer is not one, and is not verified. */
const TOKEN_MAX_LENGTH = 512;

/** Asks for the withdrawal the link names; an unknown or forged link is a 404 and asks nothing. */
async function withdraw(token: unknown): Promise<void> {
  if (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH) notFound();
  const [delivery, keys] = await Promise.all([getSiteDelivery(), getSiteKeys()]);
  const site = getSiteConfig();
  const outcome = await askToWithdraw(
    {
      db: delivery.db,
      signer: keys.signer,
      staff: delivery.env.STAFF_NOTIFY_EMAIL ?? [],
      site: { name: site.name, url: site.url },
      mailQueued: () => delivery.mailWorker.wake(),
    },
    token,
  );
  if (outcome === 'not-found') notFound();
}

/**
 * The withdraw page's button. Only the holder of the status link can ask, and asking twice is asking
 * once. Back on the status page, the candidate reads that it was asked.
 */
export async function withdrawApplication(token: string): Promise<void> {
  await withdraw(token);
  redirect(localizedPath(await requestLocale(), statusPagePath(token)));
}

/**
 * The same button inside the employer's frame: back to the status page there, in the frame's look. The
 * frame's query is read again, so a post can lead nowhere but to that page.
 */
export async function withdrawApplicationInFrame(token: string, frame: string): Promise<void> {
  await withdraw(token);
  redirect(embedStatusPath(token, readFrameQuery(typeof frame === 'string' ? frame : '')));
}
