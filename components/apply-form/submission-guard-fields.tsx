'use client';
import { useTranslations } from 'next-intl';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/careers/submission-guards';

/**
 * The form token (idempotency key + start time) and the honeypot. The honeypot is off-screen, out of
 * the tab order and hidden from assistive technology, so only bots that fill every input ever see it.
 */
export function SubmissionGuardFields({ formToken }: { formToken: string }) {
  const t = useTranslations('form');
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <div className="apply-honeypot" aria-hidden="true">
        <label htmlFor="apply-fax-number">{t('honeypot')}</label>
        <input
          id="apply-fax-number"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
