'use client';

import { useTranslations } from 'next-intl';
import { PageError } from '@/components/site/page-error';

/** The site database or platform failed while showing a status: the application itself is safe. */
export default function ApplicationStatusError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('status');
  return <PageError title={t('errorTitle')} text={t('errorText')} retry={retry} linkHome={false} />;
}
