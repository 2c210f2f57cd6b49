'use client';
import { useLocale, useTranslations } from 'next-intl';
import { readMessageKey, valuesIn } from './message-key';

/**
 * Turns a message key (lib/i18n/message-key.ts) — from the browser's checks or the server's answer —
 * into words in the page's language. Anything else is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const t = useTranslations();
  const locale = useLocale();
  return (text) => {
    const message = readMessageKey(text);
    return message && t.has(message.key) ? t(message.key, valuesIn(locale, message.values)) : text;
  };
}
