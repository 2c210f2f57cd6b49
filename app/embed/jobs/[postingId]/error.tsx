'use client';

import { useTranslations } from 'next-intl';
import { EmbedErrorSignal } from '@/components/embed/embed-error-signal';
import { Notice } from '@/components/postings/notice';

/** Anything unexpected inside the employer's page: a way forward, and careers:error for the host. */
export default function EmbedPostingError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('pageError');
  return (
    <Notice title={t('title')} headingLevel={1} tone="warning">
      <EmbedErrorSignal reason="error" />
      <p>{t('jobText')}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {t('tryAgain')}
        </button>
      </p>
    </Notice>
  );
}
