import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PRIVATE_PAGE_REFERRER } from '@/lib/security/private-page-referrer';

/**
 * A page whose address holds a status link's token (the status page, withdrawing, deleting, its emails),
 * or an address link's (all one's applications, deleting everything):
 * the token is a bearer secret, so the page is never indexed and never sends its address on as a referrer.
 */
export async function tokenPageMetadata(
  title: 'title' | 'withdrawTitle' | 'eraseTitle' | 'updatesTitle' | 'allTitle' | 'allEraseTitle',
): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t(title), robots: { index: false, follow: false }, referrer: PRIVATE_PAGE_REFERRER };
}
