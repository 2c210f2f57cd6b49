import { getTranslations } from 'next-intl/server';
import { getJob, listOpenJobs } from '@/lib/careers/jobs';
import { pagePathsByLanguage } from '@/lib/careers/page-paths-by-language';
import { chosenLanguagePath } from '@/lib/i18n/locale-paths';
import { localeNames, locales } from '@/lib/i18n/locales';
import { requestLocale, requestSitePath } from '@/lib/i18n/request-locale';
import styles from './site-shell.module.css';

/** A globe: the sign for "language" that needs no words, whichever language the page is in. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

/**
 * The same page in each language (a job's: its ad in that language, pagePathsByLanguage), each named in
 * itself; the choice is kept for the next visit. On a wide screen the languages are a row of links; on a
 * phone, where that row took up to three lines of every page's top, they fold into a disclosure named by
 * the page's language (no script either way).
 */
export async function LanguageSwitcher() {
  const [t, current, pathIn] = await Promise.all([
    getTranslations('site'),
    requestLocale(),
    requestSitePath().then((path) => pagePathsByLanguage(path, { getJob, listOpenJobs })),
  ]);
  const links = (
    <ul>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={chosenLanguagePath(locale, pathIn(locale))}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t('languageNav')} className={`${styles.languages} screen-only`}>
      <div className={styles.languageRow}>{links}</div>
      <details className={styles.languageMenu}>
        <summary>
          <GlobeIcon />
          {localeNames[current]}
        </summary>
        {links}
      </details>
    </nav>
  );
}
