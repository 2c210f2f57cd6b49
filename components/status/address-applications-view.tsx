import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/postings/notice';
import { RememberApplied } from '@/components/saved/remember-applied';
import type { AddressApplications } from '@/lib/careers/status/address-applications';
import { FIND_APPLICATIONS_PATH } from '@/lib/careers/job-links';
import { addressCopyPath, addressErasePagePath, statusPagePath } from '@/lib/careers/status-link';
import { formatDate } from '@/lib/i18n/format-date';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/locales';
import { JobTitle } from './job-title';
import styles from './status.module.css';

type Props = { token: string; found: AddressApplications; locale: Locale };

/**
 * Every application one address sent, behind the link "Your applications" mails it: where each stands
 * now, each leading to its own status page (to withdraw it, delete it, or stop its mails), and a copy of
 * everything the site keeps under the address.
 */
export async function AddressApplicationsView({ token, found, locale }: Props) {
  const t = await getTranslations('status');
  const listed = found.applications.length;
  return (
    <article className={styles.panel}>
      <RememberApplied
        applied={found.applications.map(({ status: { postingId, submittedAt } }) => ({
          postingId,
          submittedAt,
        }))}
      />
      <h1>{t('allTitle')}</h1>
      <p>
        {listed === 0
          ? t('allNone')
          : found.total > listed
            ? t('allNewest', { count: listed, total: found.total })
            : t('allIntro', { count: listed })}
      </p>
      {listed > 0 && (
        <ul className={styles.applicationList}>
          {found.applications.map(({ token: statusToken, status }) => (
            <li key={statusToken}>
              <a href={localizedPath(locale, statusPagePath(statusToken))}>
                {status.jobTitle ? (
                  <JobTitle language={status.jobLanguage} locale={locale}>
                    {status.jobTitle}
                  </JobTitle>
                ) : (
                  t('jobUnlisted')
                )}
              </a>
              <span>
                {t.rich('allSentOn', {
                  date: () => (
                    <time dateTime={status.submittedAt}>{formatDate(status.submittedAt, locale)}</time>
                  ),
                })}
              </span>
              <span>{t('allStep', { step: t('step', { step: status.step }) })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('allKeep', { date: formatDate(found.expiresAt, locale) })}</p>
      {found.alerts.length > 0 && (
        <section aria-labelledby="alerts-heading" className={styles.request}>
          <h2 id="alerts-heading">{t('allAlertsHeading')}</h2>
          <ul>
            {found.alerts.map(({ manageToken, count }) => (
              <li key={manageToken}>
                <a href={localizedPath(locale, `/alerts/manage/${manageToken}`)}>
                  {t('allAlertsLink', { count })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="copy-heading" className={styles.request}>
        <h2 id="copy-heading">{t('allCopyHeading')}</h2>
        <p>{t('allCopyIntro')}</p>
        <p>
          <a href={`${addressCopyPath(token)}?lang=${locale}`} download>
            {t('allCopyLink')}
          </a>
        </p>
        <p>
          {t('allEraseIntro')}{' '}
          <a href={localizedPath(locale, addressErasePagePath(token))}>{t('allEraseLink')}</a>
        </p>
      </section>
    </article>
  );
}

/** A link that is not genuine or has expired: said plainly, with the way to a new one. */
export async function AddressLinkNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations('status');
  return (
    <Notice title={t('allNotFoundHeading')} headingLevel={1}>
      <p>{t('allNotFoundText')}</p>
      <p>
        {t.rich('findLost', {
          link: (chunks) => <a href={localizedPath(locale, FIND_APPLICATIONS_PATH)}>{chunks}</a>,
        })}
      </p>
    </Notice>
  );
}
