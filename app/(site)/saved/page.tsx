import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedJobsView } from '@/components/saved/saved-jobs-view';
import { siteJobLinksIn } from '@/lib/careers/job-links';
import { SAVED_JOBS_PARAM, savedIdsFromQuery } from '@/lib/careers/saved/saved-ids';
import { requestLocale } from '@/lib/i18n/request-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('saved');
  // One candidate's shortlist: nothing for a search engine.
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function SavedJobsPage({ searchParams }: Props) {
  const [query, locale] = await Promise.all([searchParams, requestLocale()]);
  return (
    <SavedJobsView
      ids={savedIdsFromQuery(query[SAVED_JOBS_PARAM])}
      addressed={SAVED_JOBS_PARAM in query}
      links={siteJobLinksIn(locale)}
    />
  );
}
