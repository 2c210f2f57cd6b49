'use client';
import { useTranslations } from 'next-intl';
import { readMessageKey } from './message-key';

/**
 * Turns a message key (lib/i18n/message-key.ts) — from the browser's checks or the server's answer —
 * into words in the page's language. Anything else is shown as it is.
 */
export function useMessageText(): (text: string) => string {
  const t = useTranslations();
  return (text) => {
    const message = readMessageKey(text);
    return message && t.has(message.key) ? t(message.key, message.values) : text;
  };
}
