import { getTranslations } from 'next-intl/server';
import { FIND_APPLICATIONS_PATH } from '@/lib/careers/job-links';
import type { PrivacyFacts } from '@/lib/careers/privacy-facts';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { ContactLink } from './contact-link';
import styles from './statement.module.css';

type Props = { siteName: string; contact: string; policyUrl?: string; facts: PrivacyFacts };

/**
 * What this site itself keeps about a candidate, for how long and why, in the page's language. Every
 * period comes from the code or setting that enforces it (privacy-facts.ts); keep each claim true when
 * what the site stores changes. The employer's handling of an application is its own policy's to say.
 */
export async function PrivacyStatement({ siteName, contact, policyUrl, facts }: Props) {
  const [t, locale] = await Promise.all([getTranslations('privacy'), requestLocale()]);
  return (
    <article className={styles.statement}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { siteName })}</p>
      <p>
        {policyUrl
          ? t.rich('policy', { siteName, link: (chunks) => <a href={policyUrl}>{chunks}</a> })
          : t('policyPerJob', { siteName })}
      </p>

      <h2 id="applying">{t('applyingHeading')}</h2>
      <ul>
        <li>{t('applyingSent', { siteName })}</li>
        <li>{t('applyingFiles', { days: facts.refusedFilesDays })}</li>
        <li>{t('applyingRecord', { days: facts.retentionDays })}</li>
        <li>
          {t('applyingLink')}{' '}
          {t.rich('applyingLost', {
            link: (chunks) => <a href={localizedPath(locale, FIND_APPLICATIONS_PATH)}>{chunks}</a>,
          })}
        </li>
        {facts.statusUpdates && <li>{t('applyingUpdates', { siteName })}</li>}
        <li>{t('applyingWithdraw', { siteName })}</li>
        <li>{t('applyingErase', { siteName })}</li>
        <li>{t('applyingCopy')}</li>
        <li>{t('applyingCopyAll')}</li>
        {facts.erasureJournal && <li>{t('applyingJournal')}</li>}
      </ul>

      <h2 id="drafts">{t('draftsHeading')}</h2>
      <ul>
        <li>{t('draftsBrowser', { days: facts.draftDays })}</li>
        <li>{t('draftsLink', { days: facts.draftDays })}</li>
      </ul>

      <h2 id="job-alerts">{t('alertsHeading')}</h2>
      <p>{t('alertsKept', { days: facts.unconfirmedAlertDays })}</p>

      <h2 id="cookies">{t('cookiesHeading')}</h2>
      <ul>
        <li>{t('cookiesOne', { days: facts.sentCookieDays })}</li>
        <li>{t('cookiesCampaign', { siteName })}</li>
        <li>{t('cookiesPosition')}</li>
        <li>{t('cookiesSaved')}</li>
        <li>{t('cookiesApplied', { days: facts.appliedMarkDays })}</li>
      </ul>

      <h2 id="abuse">{t('abuseHeading')}</h2>
      <p>{t('abuseCounts', { days: facts.abuseCounterDays })}</p>

      <h2 id="contact">{t('contactHeading')}</h2>
      <p>{t.rich('contact', { contact: () => <ContactLink contact={contact} /> })}</p>
    </article>
  );
}
