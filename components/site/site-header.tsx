import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import { SavedJobsLink } from '@/components/saved/saved-jobs-link';
import { SAVED_JOBS_PATH } from '@/lib/careers/job-links';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-shell.module.css';

export async function SiteHeader({ siteName, logoPath }: { siteName: string; logoPath: string }) {
  const [t, tSaved, locale] = await Promise.all([
    getTranslations('site'),
    getTranslations('saved'),
    requestLocale(),
  ]);
  const home = localizedPath(locale, '/');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={home} className={styles.brand}>
          {/* An SVG from the site's own public/ folder (SITE_LOGO_PATH): nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logoPath} alt="" width={36} height={36} className={styles.logo} />
          <span>
            {siteName} <span className={styles.brandSuffix}>{t('careers')}</span>
          </span>
        </a>
        <nav aria-label={t('mainNav')} className={`${styles.nav} screen-only`}>
          <a href={home} className={styles.navLink}>
            {t('openPositions')}
          </a>
          <SavedJobsLink
            path={localizedPath(locale, SAVED_JOBS_PATH)}
            label={tSaved('navLink')}
            locale={locale}
          />
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
