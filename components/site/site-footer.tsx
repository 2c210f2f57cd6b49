import { getTranslations } from 'next-intl/server';
import { FIND_APPLICATIONS_PATH } from '@/lib/careers/job-links';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { requestLocale } from '@/lib/i18n/request-locale';
import styles from './site-shell.module.css';

export async function SiteFooter({ siteName }: { siteName: string }) {
  const [t, locale] = await Promise.all([getTranslations('site'), requestLocale()]);
  return (
    <footer className={styles.footer}>
      <div className={styles.bar}>
        <p>{t('copyright', { year: new Date().getFullYear(), siteName })}</p>
        <nav aria-label={t('footerNav')} className="screen-only">
          <ul className="link-row">
            <li>
              <a href={localizedPath(locale, '/')}>{t('allOpenPositions')}</a>
            </li>
            <li>
              <a href={localizedPath(locale, FIND_APPLICATIONS_PATH)}>{t('yourApplications')}</a>
            </li>
            <li>
              <a href={localizedPath(locale, '/accessibility')}>{t('accessibility')}</a>
            </li>
            <li>
              <a href={localizedPath(locale, '/privacy')}>{t('privacy')}</a>
            </li>
            <li>
              <a href="/sitemap.xml">{t('sitemap')}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
