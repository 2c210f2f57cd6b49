import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { requestLocale } from '@/lib/i18n/request-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('erasedTitle'), robots: { index: false, follow: false } };
}

/** Where a candidate lands once the site has deleted their application. Nothing of theirs is on it. */
export default async function ApplicationErasedPage({ searchParams }: Props) {
  const [query, locale, t, tJobs] = await Promise.all([
    searchParams,
    requestLocale(),
    getTranslations('status'),
    getTranslations('jobs'),
  ]);
  return (
    <Notice title={t('erasedTitle')} headingLevel={1}>
      <p>{t('erasedText')}</p>
      {query.asked === '1' && <p>{t('erasedAsked')}</p>}
      <p>
        <a href={siteJobLinksIn(locale).list()}>{tJobs('seeAllOpen')}</a>
      </p>
    </Notice>
  );
}
