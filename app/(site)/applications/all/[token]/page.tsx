import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AddressApplicationsView } from '@/components/status/address-applications-view';
import { getAddressApplications } from '@/lib/careers/status/site-status';
import { isTokenShaped } from '@/lib/careers/status/status-request-deps';
import { requestLocale } from '@/lib/i18n/request-locale';
import { PRIVATE_PAGE_REFERRER } from '@/lib/security/private-page-referrer';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  // The address holds a bearer link: never indexed, never sent on as a referrer.
  return { title: t('allTitle'), robots: { index: false, follow: false }, referrer: PRIVATE_PAGE_REFERRER };
}

/** The page "Your applications" mails a link to: every application the address sent. */
export default async function AddressApplicationsPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, locale] = await Promise.all([params, requestLocale()]);
  const found = isTokenShaped(token) ? await getAddressApplications(token) : null;
  if (!found) notFound();
  return <AddressApplicationsView token={token} found={found} locale={locale} />;
}
