import { createTranslator } from 'use-intl/core';
import { isolatedText } from '@/lib/i18n/isolated-text';
import type { Locale } from '@/lib/i18n/locales';
import ar from '@/messages/ar/mail.json';
import de from '@/messages/de/mail.json';
import en from '@/messages/en/mail.json';
import es from '@/messages/es/mail.json';
import fr from '@/messages/fr/mail.json';
import pl from '@/messages/pl/mail.json';
import { isolatedHtml } from './mail-html';

// Imported, not loaded on demand: mail is composed in server actions, the alert check and tests alike,
// and every runtime has these few sentences at hand.
const catalogue: Record<Locale, Record<string, string>> = { en, de, fr, es, pl, ar };

/**
 * A `select` argument's case ("in_review"): matched against the message's cases, so it is passed as it
 * is, where any other text is isolated from the sentence around it.
 */
export type Choice = { choice: string };
type Values = Record<string, string | number | Choice>;
type Tags = Record<string, (chunks: string) => string>;

/** A mail's sentences in one language (the `mail` namespace), as plain text and as HTML. */
export type MailWords = {
  locale: Locale;
  /** Plain text: values as they are (isolated in a right-to-left mail), tags dropped around their words. */
  text: (key: string, values?: Values) => string;
  /** HTML: values escaped and isolated (`bdi`), tags rendered by `tags`. */
  html: (key: string, values?: Values, tags?: Tags) => string;
};

const isolated = (values: Values, isolate: (text: string) => string) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? isolate(value) : typeof value === 'number' ? value : value.choice,
    ]),
  );

export function mailWords(locale: Locale): MailWords {
  const t = createTranslator({ locale, messages: { mail: catalogue[locale] }, namespace: 'mail' });
  const format = (key: string, values: Record<string, string | number>, tags: Tags) =>
    // The catalogue is checked per language by its tests; keys here are the mail modules' own.
    t.markup(key as never, { ...values, ...tags } as never);
  return {
    locale,
    text: (key, values = {}) =>
      format(
        key,
        isolated(values, (value) => isolatedText(locale, value)),
        { strong: (chunks) => chunks, link: (chunks) => chunks },
      ),
    html: (key, values = {}, tags = {}) =>
      format(key, isolated(values, isolatedHtml), {
        strong: (chunks) => `<strong>${chunks}</strong>`,
        link: (chunks) => chunks,
        ...tags,
      }),
  };
}
