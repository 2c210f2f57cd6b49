'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useMemo, useRef } from 'react';
import { idleAlertFormState, type AlertFormState } from '@/lib/careers/alerts/alert-form-state';
import type { AlertSearch } from '@/lib/careers/alerts/alert-search';
import { ALERT_SEARCH_FIELDS } from '@/lib/careers/alerts/alert-search-fields';
import { whenUnsent } from '@/lib/careers/when-unsent';
import { PrivacyLink } from '@/components/site/privacy-link';
import { useMessageText } from '@/lib/i18n/use-message-text';
import styles from './alerts.module.css';

export type AlertSignupProps = {
  search: AlertSearch;
  /** What the alert is like: the list's search (the default), or a closed job (its department, country). */
  like?: 'search' | 'job';
  /** The search's Atom feed, for those who follow jobs in a reader rather than by mail (site only). */
  feedHref?: string;
  action: (previous: AlertFormState, formData: FormData) => Promise<AlertFormState>;
};

/** The words for each kind of alert (`alerts` namespace). */
const WORDS = {
  search: { heading: 'signupHeading', intro: 'signupIntro', button: 'signupButton' },
  job: { heading: 'similarHeading', intro: 'similarIntro', button: 'similarButton' },
} as const;

/**
 * "Email me new jobs like these": saves the list's current search for an address. A plain form posting
 * to a server action, so it works without JavaScript; the server checks everything again and answers in
 * message keys, put into words here in the page's language.
 */
export function AlertSignupForm({ search, action, like = 'search', feedHref }: AlertSignupProps) {
  const words = WORDS[like];
  const t = useTranslations('alerts');
  const text = useMessageText();
  const send = useMemo(
    () =>
      whenUnsent(action, (why, _, formData): AlertFormState => ({
        status: 'error',
        email: String(formData.get('email') ?? ''),
        formError: why,
      })),
    [action],
  );
  const [state, formAction, pending] = useActionState(send, idleAlertFormState);
  const input = useRef<HTMLInputElement>(null);
  const fieldError = state.status === 'error' ? state.fieldError : undefined;
  const formError = state.status === 'error' ? state.formError : undefined;
  useEffect(() => {
    if (fieldError) input.current?.focus();
  }, [fieldError, state]);

  return (
    <section aria-labelledby="alert-heading" className={styles.signup}>
      <h2 id="alert-heading">{t(words.heading)}</h2>
      <div role="status" aria-live="polite">
        {state.status === 'ok' ? (
          <p>{t.rich('signupSent', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        ) : null}
      </div>
      {state.status === 'ok' ? null : (
        <form action={formAction} noValidate>
          <p>
            {t(words.intro)} <PrivacyLink part="job-alerts">{t('privacyLink')}</PrivacyLink>
          </p>
          {ALERT_SEARCH_FIELDS.map((name) =>
            search[name] ? <input key={name} type="hidden" name={name} value={search[name]} /> : null,
          )}
          {formError ? (
            <p className={styles.error} role="alert">
              {text(formError)}
            </p>
          ) : null}
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="alert-email">{t('emailLabel')}</label>
              <input
                ref={input}
                id="alert-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={state.status === 'error' ? state.email : ''}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'alert-email-error' : undefined}
              />
              {fieldError ? (
                <p id="alert-email-error" className={styles.error}>
                  {text(fieldError)}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button" disabled={pending}>
              {t(words.button)}
            </button>
          </div>
        </form>
      )}
      {feedHref ? (
        <p className={styles.feed}>
          <a href={feedHref} type="application/atom+xml">
            {t('feedLink')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
