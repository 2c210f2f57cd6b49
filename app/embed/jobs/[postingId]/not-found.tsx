import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';
import { embedJobLinks } from '@/lib/careers/job-links';
import { embedQuery } from '@/lib/embed/embed-params';
import { requestEmbedParams } from '@/lib/embed/request-embed-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/** A posting that is gone: the way on to the list keeps the frame (host, theme, language and campaign). */
export default async function EmbedPostingNotFound() {
  const [t, embed] = await Promise.all([getTranslations('jobs'), requestEmbedParams()]);
  return (
    <Notice title={t('notFoundTitle')} headingLevel={1}>
      <EmbedErrorSignal reason="not_found" />
      <p>{t('notFoundText')}</p>
      <p>
        <a href={embedJobLinks(embedQuery(embed)).list()}>{t('seeAllOpen')}</a>
      </p>
    </Notice>
  );
}
