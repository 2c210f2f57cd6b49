import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';

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
        <Link href="/embed/jobs">{t('seeAllOpen')}</Link>
      </p>
    </Notice>
  );
}
