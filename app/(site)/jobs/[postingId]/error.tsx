'use client';

import { useTranslations } from 'next-intl';
import { PageError } from '@/components/site/page-error';

/** Anything unexpected while showing a job: a way forward instead of a blank page. */
export default function PostingError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError text={useTranslations('pageError')('jobText')} retry={retry} />;
}
