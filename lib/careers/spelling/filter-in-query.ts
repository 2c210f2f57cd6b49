import { fold } from '../fold';
import { WORD } from './did-you-mean';

/**
 * A name a candidate may type for a value of one of the list's filters: a contract type's word in the
 * page's language ("Praktikum") or the platform's ("internship"), a department's label ("Sales").
 */
export type FilterName<Value extends string> = readonly [name: string, value: Value];

const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * A filter's value named in the search words, and the words left over: "Praktikum Berlin" → INTERN and
 * "Berlin". The platform's `q` searches titles and places, so a candidate who types the kind of job or
 * the team they want finds nothing by it; the list's filter finds it. Whole words only, case and accents
 * aside, the longest name first ("temps partiel" is not "temps plein"; "Customer Success" before a
 * "Success" of its own).
 */
export function filterNamedInQuery<Value extends string>(
  q: string,
  names: readonly FilterName<Value>[],
): { value: Value; rest: string } | undefined {
  const typed = wordsOf(q);
  const folded = typed.map(fold);
  const candidates = names
    .map(([name, value]) => ({ words: wordsOf(name).map(fold), value }))
    .filter((candidate) => candidate.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (const { words, value } of candidates) {
    for (let start = 0; start + words.length <= folded.length; start++) {
      if (words.every((word, offset) => folded[start + offset] === word))
        return { value, rest: [...typed.slice(0, start), ...typed.slice(start + words.length)].join(' ') };
    }
  }
  return undefined;
}
