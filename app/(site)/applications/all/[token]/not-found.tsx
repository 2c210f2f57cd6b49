import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressLinkNotFound } from '@/components/status/address-applications-view';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('allNotFoundHeading'), robots: { index: false } };
}

/** An expired link is the common case: the page says how to get a new one. */
export default async function AddressLinkNotFoundPage() {
  return <AddressLinkNotFound locale={await requestLocale()} />;
}
