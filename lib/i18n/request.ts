import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * next-intl's configuration for a request: the language proxy.ts found in the URL (its header), the
 * default for anything else (the staff console, route handlers).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' };
});
