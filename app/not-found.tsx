import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

// Next marks a not-found page noindex itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return { title: t('notFoundTitle') };
}

/**
 * An address the site does not have, in the page's language with the way to the open positions (Next's
 * own page is English under any `lang`). Next sends the root not-found with every page, so it stays
 * this small: no site header or footer, no client code.
 */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('site'), requestLocale()]);
  return (
    <main>
      <Notice title={t('notFoundTitle')} headingLevel={1}>
        <p>{t('notFoundText')}</p>
        <p>
          <a href={localizedPath(locale, '/')}>{t('allOpenPositions')}</a>
        </p>
      </Notice>
    </main>
  );
}
