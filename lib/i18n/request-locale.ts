import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale, SITE_PATH_HEADER, type Locale } from './locales';

/** The language of the page being rendered (proxy.ts found it in the URL). */
export async function requestLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

/** The page's address without its language prefix, query included. */
export async function requestSitePath(): Promise<string> {
  const path = (await headers()).get(SITE_PATH_HEADER);
  return path?.startsWith('/') ? path : '/';
}
