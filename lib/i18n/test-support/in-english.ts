import { createTranslator } from 'use-intl/core';
import apply from '@/messages/en/apply.json';
import errors from '@/messages/en/errors.json';
import form from '@/messages/en/form.json';
import site from '@/messages/en/site.json';
import { readMessageKey, valuesIn } from '../message-key';

const t = createTranslator({ locale: 'en', messages: { apply, errors, form, site } });

/**
 * A message key (lib/i18n/message-key.ts) in the English words a candidate reads, for tests that check
 * what is said. A key missing from the catalogue throws, so the test names it.
 */
export function inEnglish(text: string): string {
  const message = readMessageKey(text);
  if (!message) return text;
  if (!t.has(message.key as never)) throw new Error(`no English words for ${message.key}`);
  return t(message.key as never, valuesIn('en', message.values) as never);
}
