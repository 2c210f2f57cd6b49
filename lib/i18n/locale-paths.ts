import { defaultLocale, isLocale, type Locale } from './locales';

/** A path's language prefix and the path without it: `/de/jobs/x` → `de`, `/jobs/x`. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return { locale: null, path: pathname };
  return { locale: first, path: `/${rest.join('/')}` };
}

/** What a language puts before a site path: nothing for English, `/de` for German. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** A site path in a language: English as it is, the others under their prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * A site path as the candidate's choice of language: kept in the cookie by the proxy. English is chosen
 * through `/en/…` (remembered, then sent to the unprefixed address), the others by their prefix.
 */
export function chosenLanguagePath(locale: Locale, path: string): string {
  return locale === defaultLocale ? `/en${path === '/' ? '' : path}` : localizedPath(locale, path);
}
