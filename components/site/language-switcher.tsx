import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { defaultLocale, localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { requestLocale, requestSitePath } from '@/lib/i18n/request-locale';
import styles from './site-shell.module.css';

/** English is chosen through `/en/…` (remembered, then the unprefixed address), the others by their prefix. */
const switchTo = (locale: Locale, path: string) =>
  locale === defaultLocale ? `/en${path === '/' ? '' : path}` : localizedPath(locale, path);

/** The same page in each language, each named in itself; the choice is kept for the next visit. */
export async function LanguageSwitcher() {
  const [t, current, path] = await Promise.all([getTranslations('site'), requestLocale(), requestSitePath()]);
  return (
    <nav aria-label={t('languageNav')} className={`${styles.languages} screen-only`}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={switchTo(locale, path)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
