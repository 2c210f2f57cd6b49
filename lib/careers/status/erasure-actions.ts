'use server';
import { notFound, redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { ERASED_PAGE_PATH, erasePagePath } from '../status-link';
import { eraseApplication } from './erasure';
import { isTokenShaped, statusRequestDeps } from './status-request-deps';

/**
 * The delete page's button. Only the holder of the status link can ask. Deleted, the candidate lands on
 * a page that says so (and whether staff were asked about the platform's copy); an application whose
 * send is still settling goes back to the delete page, which says to come back in a few minutes; an
 * unknown or forged link is a 404 and deletes nothing.
 */
export async function eraseApplicationDetails(token: string): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  const [outcome, locale] = await Promise.all([
    statusRequestDeps().then((deps) => eraseApplication(deps, token)),
    requestLocale(),
  ]);
  if (outcome.status === 'not-found') notFound();
  if (outcome.status === 'settling') redirect(localizedPath(locale, erasePagePath(token)));
  redirect(localizedPath(locale, `${ERASED_PAGE_PATH}${outcome.platformAsked ? '?asked=1' : ''}`));
}
