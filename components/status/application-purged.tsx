import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';

/** A genuine status link whose application the retention purge has deleted: said plainly, not a 404. */
export async function ApplicationPurged() {
  const t = await getTranslations('status');
  return (
    <Notice title={t('purgedTitle')} headingLevel={1}>
      <p>{t('purgedText')}</p>
    </Notice>
  );
}
