'use server';
import { notFound, redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { getSiteKeys } from '../site-keys';
import { ERASED_PAGE_PATH, erasedQuery } from '../status-link';
import { eraseEverythingUnder } from './address-erasure';
import { isTokenShaped, statusRequestDeps } from './status-request-deps';

/**
 * The "delete everything" page's button. Only the holder of the mailed link can ask; one that does not
 * work is a 404 and deletes nothing. The candidate lands on the deleted page, which says what else follows.
 */
export async function eraseEverything(token: string): Promise<void> {
  if (!isTokenShaped(token)) notFound();
  const [deps, keys, locale] = await Promise.all([statusRequestDeps(), getSiteKeys(), requestLocale()]);
  const outcome = await eraseEverythingUnder({ ...deps, addressLinks: keys.addressLinks }, token, Date.now());
  if (!outcome) notFound();
  const query = erasedQuery({ everything: true, asked: outcome.platformAsked, settling: outcome.asked > 0 });
  redirect(localizedPath(locale, `${ERASED_PAGE_PATH}?${query}`));
}
