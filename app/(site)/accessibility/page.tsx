import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessibilityStatement } from '@/components/site/accessibility-statement';
import { getSiteConfig } from '@/lib/careers/site';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('accessibility'), requestLocale()]);
  return { title: t('title'), alternates: { canonical: localizedPath(locale, '/accessibility') } };
}

export default function AccessibilityPage() {
  const site = getSiteConfig();
  return <AccessibilityStatement siteName={site.name} contact={site.accessibilityContact} />;
}
