'use client';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

/** Marks the success with its reference, so the embed's bridge can report one it did not see happen. */
export const RECEIVED_REFERENCE_ATTRIBUTE = 'data-application-reference';

/** Shown once the application is stored: it is safe from here on, whatever happens to delivery. */
export function ApplySuccess({
  statusHref,
  reference,
  ref,
}: {
  statusHref: string;
  reference: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useTranslations('form');
  return (
    <div
      className="apply-success"
      role="status"
      tabIndex={-1}
      ref={ref}
      {...{ [RECEIVED_REFERENCE_ATTRIBUTE]: reference }}
    >
      <h2>{t('receivedHeading')}</h2>
      <p>{t('receivedText')}</p>
      <p>
        <a href={statusHref}>{t('followStatus')}</a>
      </p>
    </div>
  );
}
