import type { Locale } from './locales';

/**
 * The namespaces of the catalogue, one file each per language (messages/<locale>/<namespace>.json), so
 * each part of the site keeps its sentences together.
 */
export const namespaces = [
  'site',
  'form',
  'errors',
  'apply',
  'status',
  'alerts',
  'accessibility',
  'mail',
  'jobs',
  'pageError',
  'meta',
  'drafts',
  'privacy',
  'saved',
  // Read by public/embed.js (a copy: it has no build step), listed here so the catalogue test checks it.
  'embed',
] as const;
export type Namespace = (typeof namespaces)[number];

export type Messages = Record<Namespace, Record<string, string>>;

async function read(locale: Locale, namespace: Namespace): Promise<Record<string, string>> {
  const part = (await import(`@/messages/${locale}/${namespace}.json`)) as {
    default: Record<string, string>;
  };
  return part.default;
}

/** The catalogue of a language: every candidate-facing sentence, keyed as in messages/en. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    namespaces.map(async (namespace) => {
      // A namespace not yet translated reads in English; lib/i18n/catalogue.test.ts fails on it.
      const part = await read(locale, namespace).catch(() => read('en', namespace));
      return [namespace, part] as const;
    }),
  );
  return Object.fromEntries(parts) as Messages;
}
