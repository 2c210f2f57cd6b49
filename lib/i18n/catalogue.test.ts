import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from './locales';
import { namespaces } from './messages';
import { catalogueProblems, type CatalogueFile } from './test-support/catalogue-problems';
import { sameAsEnglish } from './test-support/same-as-english';

// Read from disk rather than through lib/i18n/messages.ts, whose fallback to English would hide a
// missing file.
const read = (locale: Locale, namespace: string): CatalogueFile | undefined => {
  const file = path.join(process.cwd(), 'messages', locale, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile) : undefined;
};

/** The allow-list's entries of one namespace, by key. */
const allowedIn = (locale: Locale, namespace: string): Record<string, string> =>
  locale === 'en'
    ? {}
    : Object.fromEntries(
        Object.entries(sameAsEnglish[locale])
          .filter(([id]) => id.startsWith(`${namespace}.`))
          .map(([id, reason]) => [id.slice(namespace.length + 1), reason]),
      );

describe('every candidate-facing string is translated in every shipped language', () => {
  // Every namespace lib/i18n/messages.ts loads, so a namespace added there is covered here at once.
  for (const namespace of namespaces)
    for (const locale of locales)
      it(`messages/${locale}/${namespace}.json`, () => {
        const english = read('en', namespace);
        expect(english, `messages/en/${namespace}.json`).toBeDefined();
        const problems = catalogueProblems({
          locale,
          english: english ?? {},
          translated: read(locale, namespace),
          sameAsEnglish: allowedIn(locale, namespace),
        });
        expect(problems).toEqual([]);
      });

  it('the allow-list names only keys that exist, each with a reason', () => {
    for (const [locale, entries] of Object.entries(sameAsEnglish))
      for (const [id, reason] of Object.entries(entries)) {
        const [namespace = '', key = ''] = id.split('.');
        expect(namespaces as readonly string[], `${locale}: ${id}`).toContain(namespace);
        expect(read('en', namespace)?.[key], `${locale}: ${id}`).toBeTypeOf('string');
        expect(reason.trim(), `${locale}: ${id}`).not.toBe('');
      }
  });
});

describe('the catalogue check', () => {
  const english = {
    greeting: 'Hello {name}',
    left: '{count, number} {count, plural, one {entry} other {entries}} left',
  };
  const problemsOf = (translated: CatalogueFile | undefined, locale = 'de', sameAsEnglish = {}) =>
    catalogueProblems({ locale, english, translated, sameAsEnglish });
  const good = {
    greeting: 'Hallo {name}',
    left: 'Noch {count, plural, one {# Eintrag} other {# Einträge}}',
  };

  it('passes a full translation', () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it('finds a missing file, a missing or extra key, and an empty value', () => {
    expect(problemsOf(undefined)).toEqual(['the file is missing']);
    expect(problemsOf({ greeting: good.greeting })).toEqual(['left: missing']);
    expect(problemsOf({ ...good, farewell: 'Tschüss' })).toEqual([
      'farewell: not in English (renamed or left over?)',
    ]);
    expect(problemsOf({ ...good, greeting: ' ' })).toEqual(['greeting: empty or not text']);
  });

  it('finds broken syntax, a renamed placeholder, an ASCII apostrophe and a missing plural form', () => {
    expect(problemsOf({ ...good, greeting: 'Hallo {name' })[0]).toMatch(/^greeting: not ICU MessageFormat/);
    expect(problemsOf({ ...good, greeting: 'Hallo {nom}' })).toEqual([
      'greeting: placeholders {nom} where English has {name}',
    ]);
    expect(problemsOf({ ...good, greeting: "l'{name}" }, 'fr')).toContain(
      'greeting: ASCII apostrophe (use ’)',
    );
    expect(
      problemsOf(
        { ...good, left: 'Zostało {count, plural, one {# wpis} few {# wpisy} other {# wpisu}}' },
        'pl',
      ),
    ).toEqual(['left: {count, plural} lacks many']);
  });

  it('refuses English words unless allowed with a reason, and a stale allowance', () => {
    expect(problemsOf({ ...good, greeting: 'Hello {name}' })).toEqual([
      'greeting: still English (translate it, or list it in same-as-english.ts with a reason)',
    ]);
    expect(problemsOf({ ...good, greeting: 'Hello {name}' }, 'de', { greeting: 'a name' })).toEqual([]);
    expect(problemsOf(good, 'de', { greeting: 'a name' })).toEqual([
      'greeting: listed as same as English, but is not',
    ]);
  });
});
