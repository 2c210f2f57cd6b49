'use client';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

/** Shown once the application is stored: it is safe from here on, whatever happens to delivery. */
export function ApplySuccess({ statusHref, ref }: { statusHref: string; ref?: Ref<HTMLDivElement> }) {
  const t = useTranslations('form');
  return (
    <div className="apply-success" role="status" tabIndex={-1} ref={ref}>
      <h2>{t('receivedHeading')}</h2>
      <p>{t('receivedText')}</p>
      <p>
        <a href={statusHref}>{t('followStatus')}</a>
      </p>
    </div>
  );
}
