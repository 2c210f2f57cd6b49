import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('alerts');
  return { title: t('linkInvalidTitle'), robots: { index: false } };
}

/** A tampered or expired alert link, or an alert that was forgotten: one calm page, no details. */
export default async function AlertLinkNotFound() {
  const [t, locale] = await Promise.all([getTranslations('alerts'), requestLocale()]);
  return (
    <Notice title={t('linkInvalidHeading')} headingLevel={1}>
      <p>{t('linkInvalidText')}</p>
      <p>
        {t.rich('linkInvalidNext', {
          link: (chunks) => <a href={localizedPath(locale, '/')}>{chunks}</a>,
        })}
      </p>
    </Notice>
  );
}
