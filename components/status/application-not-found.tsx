import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';

/** A status link that is not genuine: said plainly, with nothing about why (that would help a guesser). */
export async function ApplicationNotFound({ jobsHref }: { jobsHref: string }) {
  const t = await getTranslations('status');
  return (
    <Notice title={t('notFoundHeading')} headingLevel={1}>
      <p>{t('notFoundText')}</p>
      <p>
        <a href={jobsHref}>{t('allJobs')}</a>
      </p>
    </Notice>
  );
}
