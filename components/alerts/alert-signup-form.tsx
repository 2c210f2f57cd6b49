'use client';
import { useTranslations } from 'next-intl';
import type { EmailRequestState } from '@/lib/careers/email-request-state';
import type { AlertSearch } from '@/lib/careers/alerts/alert-search';
import { ALERT_SEARCH_FIELDS } from '@/lib/careers/alerts/alert-search-fields';
import { EmailRequestForm } from '@/components/site/email-request-form';
import { PrivacyLink } from '@/components/site/privacy-link';
import styles from './alerts.module.css';

export type AlertSignupProps = {
  search: AlertSearch;
  /** What the alert is like: the list's search (the default), or a closed job (its department, country). */
  like?: 'search' | 'job';
  /** The search's Atom feed, for those who follow jobs in a reader rather than by mail (site only). */
  feedHref?: string;
  action: (previous: EmailRequestState, formData: FormData) => Promise<EmailRequestState>;
};

/** The words for each kind of alert (`alerts` namespace). */
const WORDS = {
  search: { heading: 'signupHeading', intro: 'signupIntro', button: 'signupButton' },
  job: { heading: 'similarHeading', intro: 'similarIntro', button: 'similarButton' },
} as const;

/** "Email me new jobs like these": saves the list's current search for an address. */
export function AlertSignupForm({ search, action, like = 'search', feedHref }: AlertSignupProps) {
  const words = WORDS[like];
  const t = useTranslations('alerts');
  return (
    <section aria-labelledby="alert-heading" className={styles.signup}>
      <h2 id="alert-heading">{t(words.heading)}</h2>
      <EmailRequestForm
        action={action}
        inputId="alert-email"
        label={t('emailLabel')}
        button={t(words.button)}
        sent={<p>{t.rich('signupSent', { strong: (chunks) => <strong>{chunks}</strong> })}</p>}
      >
        <p>
          {t(words.intro)} <PrivacyLink part="job-alerts">{t('privacyLink')}</PrivacyLink>
        </p>
        {ALERT_SEARCH_FIELDS.map((name) =>
          search[name] ? <input key={name} type="hidden" name={name} value={search[name]} /> : null,
        )}
      </EmailRequestForm>
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
