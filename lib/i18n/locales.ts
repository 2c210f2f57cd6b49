/**
 * The languages the candidate pages speak. English is the default and has no prefix in the URL
 * (`/jobs/…`); every other language is the first path segment (`/de/jobs/…`), so search engines index
 * each language at its own address.
 */
export const locales = ['en', 'de', 'fr', 'es', 'pl', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** Right-to-left scripts set `dir="rtl"` on the page. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
  ar: 'العربية',
};

/** The cookie that keeps the candidate's choice (next-intl's name). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** How proxy.ts tells the pages the request's language (next-intl reads this header). */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
/** The request's path without its language prefix, set by proxy.ts for the language switcher. */
export const SITE_PATH_HEADER = 'x-site-path';
