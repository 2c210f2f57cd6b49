'use client';

import { useTranslations } from 'next-intl';
import { PageError } from '@/components/site/page-error';

/** The database or platform failed on an alert page: a way forward instead of a blank page. */
export default function AlertError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError text={useTranslations('alerts')('errorText')} retry={retry} />;
}
