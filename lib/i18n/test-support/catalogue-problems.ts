import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** A namespace's file of one language: key → ICU message. */
export type CatalogueFile = Record<string, unknown>;

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

const OPTIONAL_TAGS = new Set(['hidden']);

/** What a message takes: its placeholder names, and the plural forms each plural placeholder lists. */
type Shape = { names: Set<string>; plurals: { name: string; forms: string[] }[] };

function shapeOf(elements: Element[], shape: Shape = { names: new Set(), plurals: [] }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      // `<hidden>` only keeps words from sight (for screen readers): a language whose words fit on screen
      // has no need of it. Every other tag (a link, emphasis) must be there in every language.
      if (!OPTIONAL_TAGS.has(element.value)) shape.names.add(`<${element.value}>`);
      shapeOf(element.children, shape);
      continue;
    }
    shape.names.add(element.value);
    if (element.type === TYPE.plural && element.pluralType === 'cardinal')
      shape.plurals.push({ name: element.value, forms: Object.keys(element.options) });
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
  }
  return shape;
}

/** English's own shape; a broken English message is reported by English's own check. */
function englishShape(value: unknown): Shape | null {
  try {
    return shapeOf(new IntlMessageFormat(String(value), 'en').getAst());
  } catch {
    return null;
  }
}

/**
 * The plural forms a language needs for whole counts up to a thousand — the counts a candidate reads
 * (Polish one/few/many, Arabic zero … other). French and Spanish "many" is left out: it is only for
 * millions ("1 million de candidatures"), where the "other" form reads well enough.
 */
function countCategories(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)))];
}

/** Numbers that reach every plural category of the shipped languages (Arabic's zero … other, Polish's many). */
const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 22, 100, 1.5];

/** The message in words with sample values; a message that cannot be formatted throws. */
function formatSamples(message: IntlMessageFormat, names: Set<string>): string[] {
  return SAMPLE_COUNTS.map((count) => {
    // A tag (rich text, `<link>…</link>`) takes a function of its contents; anything else the number.
    const tag = (parts: unknown[]) => parts.join('');
    const values = Object.fromEntries([
      ...[...OPTIONAL_TAGS].map((name) => [name, tag]),
      ...[...names].map((name) => (name.startsWith('<') ? [name.slice(1, -1), tag] : [name, count])),
    ]);
    return String(message.format(values));
  });
}

/**
 * Why a language's file of a namespace is not a full translation of the English one; empty when it is.
 * `sameAsEnglish` lists the keys whose English words are right in this language too.
 */
export function catalogueProblems({
  locale,
  english,
  translated,
  sameAsEnglish = {},
}: {
  locale: string;
  english: CatalogueFile;
  translated: CatalogueFile | undefined;
  sameAsEnglish?: Record<string, string>;
}): string[] {
  if (!translated) return ['the file is missing'];
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in translated)) problems.push(`${key}: missing`);
  for (const key of Object.keys(translated))
    if (!(key in english)) problems.push(`${key}: not in English (renamed or left over?)`);
  const categories = countCategories(locale);
  for (const [key, value] of Object.entries(translated)) {
    if (!(key in english)) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${key}: empty or not text`);
      continue;
    }
    // In ICU an ASCII apostrophe quotes what follows: "l'{name}" would print "{name}" as it stands.
    if (value.includes("'")) problems.push(`${key}: ASCII apostrophe (use ’)`);
    let message: IntlMessageFormat;
    try {
      message = new IntlMessageFormat(value, locale);
    } catch (error) {
      problems.push(`${key}: not ICU MessageFormat (${(error as Error).message})`);
      continue;
    }
    const shape = shapeOf(message.getAst());
    const englishNames = englishShape(english[key])?.names ?? new Set<string>();
    const names = [...shape.names].sort().join(', ');
    if (names !== [...englishNames].sort().join(', '))
      problems.push(
        `${key}: placeholders {${names}} where English has {${[...englishNames].sort().join(', ')}}`,
      );
    for (const plural of shape.plurals) {
      const missing = categories.filter((category) => !plural.forms.includes(category));
      if (missing.length > 0) problems.push(`${key}: {${plural.name}, plural} lacks ${missing.join(', ')}`);
    }
    try {
      if (formatSamples(message, shape.names).some((text) => /[{}]/.test(text)))
        problems.push(`${key}: a brace is left in the words`);
    } catch (error) {
      problems.push(`${key}: cannot be formatted (${(error as Error).message})`);
    }
    if (locale !== 'en' && value === english[key] && !sameAsEnglish[key])
      problems.push(`${key}: still English (translate it, or list it in same-as-english.ts with a reason)`);
  }
  for (const key of Object.keys(sameAsEnglish))
    if (translated[key] !== english[key]) problems.push(`${key}: listed as same as English, but is not`);
  return problems;
}
