'use client';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';

/** Marks the success with its reference, so the embed's bridge can report one it did not see happen. */
export const RECEIVED_REFERENCE_ATTRIBUTE = 'data-application-reference';

/**
 * Shown once the application is stored: it is safe from here on, whatever happens to delivery. Sent
 * without JavaScript, the page opens on it (`autofocus`), not at its top where the job ad still shows;
 * once the page's code runs, focus is moved by the form instead.
 */
export function ApplySuccess({
  statusHref,
  reference,
  mailedTo,
  changesNotSent,
  appliedBefore,
  ref,
}: {
  statusHref: string;
  reference: string;
  /** Where the status link was mailed; without it, the page is the candidate's only copy of the link. */
  mailedTo?: string;
  /** The form had been sent already with other answers: the first application was kept, unchanged. */
  changesNotSent?: boolean;
  /** This browser had applied with this address: no link, the mail sent then has it. */
  appliedBefore?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useTranslations('form');
  const hydrated = useHydrated();
  if (appliedBefore)
    return (
      <div className="apply-success" role="status" tabIndex={-1} autoFocus={!hydrated} ref={ref}>
        <h2>{t('appliedBeforeHeading')}</h2>
        <p>{t('appliedBefore')}</p>
      </div>
    );
  return (
    <div
      className="apply-success"
      role="status"
      tabIndex={-1}
      autoFocus={!hydrated}
      ref={ref}
      {...{ [RECEIVED_REFERENCE_ATTRIBUTE]: reference }}
    >
      <h2>{t('receivedHeading')}</h2>
      {changesNotSent ? <p>{t('receivedChangesNotSent')}</p> : null}
      {mailedTo ? (
        <>
          <p>{t.rich('receivedMailed', { email: () => <bdi dir="ltr">{mailedTo}</bdi> })}</p>
          <p>{t('receivedCheckAddress')}</p>
        </>
      ) : (
        <p>{t('receivedNotMailed')}</p>
      )}
      <p>
        <a href={statusHref}>{t('followStatus')}</a>
      </p>
    </div>
  );
}
