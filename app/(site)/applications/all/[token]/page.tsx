import { notFound } from 'next/navigation';
import { AddressApplicationsView } from '@/components/status/address-applications-view';
import { getAddressApplications } from '@/lib/careers/status/site-status';
import { isTokenShaped } from '@/lib/careers/status/status-request-deps';
import { tokenPageMetadata } from '@/components/status/token-page-metadata';
import { requestLocale } from '@/lib/i18n/request-locale';

export const generateMetadata = () => tokenPageMetadata('allTitle');

/** The page "Your applications" mails a link to: every application the address sent. */
export default async function AddressApplicationsPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, locale] = await Promise.all([params, requestLocale()]);
  const found = isTokenShaped(token) ? await getAddressApplications(token) : null;
  if (!found) notFound();
  return <AddressApplicationsView token={token} found={found} locale={locale} />;
}
