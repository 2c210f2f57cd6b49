import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/locales';
import { NewTabLink } from './new-tab-link';

/**
 * A link to one part of the privacy page, in the page's language, from a form that asks for an address or
 * answers: it opens a new tab, so what was typed stays.
 */
export function PrivacyLink({ part, children }: { part: 'job-alerts' | 'drafts'; children: ReactNode }) {
  const locale = useLocale() as Locale;
  return <NewTabLink href={`${localizedPath(locale, '/privacy')}#${part}`}>{children}</NewTabLink>;
}
