'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Notice } from '@/components/postings/notice';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { isLocale } from '@/lib/i18n/locales';

/**
 * An error boundary's page: what went wrong in the page's words, a retry, and (where it helps) the way
 * back to the open positions. `text` is the explanation, already in the page's language.
 */
export function PageError({
  title,
  text,
  retry,
  linkHome = true,
}: {
  /** The page's own heading, when "Something went wrong" says too little. */
  title?: string;
  text: string;
  retry: () => void;
  linkHome?: boolean;
}) {
  const t = useTranslations('pageError');
  const locale = useLocale();
  return (
    <Notice title={title ?? t('title')} headingLevel={1} tone="warning">
      <p>{text}</p>
      <p>
        <button type="button" className="button" onClick={() => retry()}>
          {t('tryAgain')}
        </button>
      </p>
      {linkHome && (
        <p>
          <a href={localizedPath(isLocale(locale) ? locale : 'en', '/')}>{t('seeAllOpen')}</a>
        </p>
      )}
    </Notice>
  );
}
