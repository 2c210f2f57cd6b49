import { directionOf, type Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/security/escape-html';

/**
 * A value inside a sentence, escaped and isolated from it: a left-to-right job title in an Arabic
 * sentence, or the other way round, keeps its own order and punctuation.
 */
export const isolatedHtml = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

/** A mail's HTML body: its blocks in a document that names the language and its direction. */
export function htmlDocument(locale: Locale, blocks: string[]): string {
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body>${blocks.join('')}</body></html>`;
}

export const paragraph = (content: string) => `<p>${content}</p>`;
