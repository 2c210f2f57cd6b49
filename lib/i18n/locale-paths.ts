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

/** The list (`/`, or `/?page=2`) in a language is the bare prefix (`/de`, `/de?page=2`): no trailing slash. */
const onPrefix = (prefix: string, path: string) =>
  path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;

/** A site path in a language: English as it is, the others under their prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return prefix ? onPrefix(prefix, path) : path;
}

/**
 * A site path as the candidate's choice of language: kept in the cookie by the proxy. English is chosen
 * through `/en/…` (remembered, then sent to the unprefixed address), the others by their prefix.
 */
export function chosenLanguagePath(locale: Locale, path: string): string {
  return locale === defaultLocale ? onPrefix('/en', path) : localizedPath(locale, path);
}
