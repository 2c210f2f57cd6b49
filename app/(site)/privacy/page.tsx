import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrivacyStatement } from '@/components/site/privacy-statement';
import { privacyFacts } from '@/lib/careers/privacy-facts';
import { getSiteConfig } from '@/lib/careers/site';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('privacy'), requestLocale()]);
  return { title: t('title'), alternates: { canonical: localizedPath(locale, '/privacy') } };
}

export default function PrivacyPage() {
  const site = getSiteConfig();
  return (
    <PrivacyStatement
      siteName={site.name}
      contact={site.privacyContact}
      policyUrl={site.privacyPolicyUrl}
      facts={privacyFacts()}
    />
  );
}
