'use server';
import { notFound, redirect } from 'next/navigation';
import { embedErasedPath } from '@/lib/embed/embed-status-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { ERASED_ASKED_QUERY, ERASED_PAGE_PATH } from '../status-link';
import { backToFrameStatusPage, backToStatusPage, frameQuery } from './back-to-status-page';
import { eraseApplication } from './erasure';
import { isTokenShaped, statusRequestDeps } from './status-request-deps';

/** Deletes what the link names; an unknown or forged link is a 404 and deletes nothing. */
async function erase(token: unknown) {
  if (!isTokenShaped(token)) notFound();
  const outcome = await eraseApplication(await statusRequestDeps(), token);
  if (outcome.status === 'not-found') notFound();
  return outcome;
}

/**
 * The delete page's button. Only the holder of the status link can ask. Deleted, the candidate lands on
 * a page that says so (and whether staff were asked about the platform's copy); asked while its send is
 * settling, back on the status page, which says it will go as soon as that is settled.
 */
export async function eraseApplicationDetails(token: string): Promise<void> {
  const outcome = await erase(token);
  if (outcome.status === 'asked') return backToStatusPage(token, 'erasure');
  const locale = await requestLocale();
  redirect(
    localizedPath(locale, `${ERASED_PAGE_PATH}${outcome.platformAsked ? `?${ERASED_ASKED_QUERY}` : ''}`),
  );
}

/**
 * The same button inside the employer's frame: to the frame's pages, in the frame's look. The frame's
 * query is read again, so a post can lead nowhere but to those pages.
 */
export async function eraseApplicationDetailsInFrame(token: string, frame: string): Promise<void> {
  const outcome = await erase(token);
  if (outcome.status === 'asked') backToFrameStatusPage(token, frame, 'erasure');
  redirect(embedErasedPath(frameQuery(frame), outcome.platformAsked));
}
