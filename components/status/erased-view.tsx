import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import type { ErasedNews } from '@/lib/careers/status-link';

export async function erasedPageMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('erasedTitle'), robots: { index: false, follow: false } };
}

/**
 * Where a candidate lands once the site has deleted their application, on the site and in the frame, or
 * everything under their address (`everything`, on the site only).
 * Nothing of theirs is on it. `allJobsHref`: the site's list (in a frame the employer's page leads).
 */
export async function ErasedView({
  asked,
  everything = false,
  settling = false,
  allJobsHref,
}: Partial<ErasedNews> & { asked: boolean; allJobsHref?: string }) {
  const [t, tJobs] = await Promise.all([getTranslations('status'), getTranslations('jobs')]);
  return (
    <Notice title={t('erasedTitle')} headingLevel={1}>
      <p>{t(everything ? 'erasedAllText' : 'erasedText')}</p>
      {settling && <p>{t('erasedSettling')}</p>}
      {asked && <p>{t(everything ? 'erasedAllAsked' : 'erasedAsked')}</p>}
      {allJobsHref && (
        <p>
          <a href={allJobsHref}>{tJobs('seeAllOpen')}</a>
        </p>
      )}
    </Notice>
  );
}
