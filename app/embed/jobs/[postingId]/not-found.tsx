import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';
import { embedJobLinks } from '@/lib/careers/job-links';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function EmbedPostingNotFound() {
  const t = await getTranslations('jobs');
  return (
    <Notice title={t('notFoundTitle')} headingLevel={1}>
      <EmbedErrorSignal reason="not_found" />
      <p>{t('notFoundText')}</p>
      <p>
        <a href={embedJobLinks([]).list()}>{t('seeAllOpen')}</a>
      </p>
    </Notice>
  );
}
