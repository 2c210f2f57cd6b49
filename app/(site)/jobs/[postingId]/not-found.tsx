import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function PostingNotFound() {
  const [t, locale] = await Promise.all([getTranslations('jobs'), requestLocale()]);
  return (
    <Notice title={t('notFoundTitle')} headingLevel={1}>
      <p>{t('notFoundText')}</p>
      <p>
        <a href={localizedPath(locale, '/')}>{t('seeAllOpen')}</a>
      </p>
    </Notice>
  );
}
