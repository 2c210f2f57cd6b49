import { fold } from '../fold';
import type { EmploymentTypeFilter } from '../job';

/** A name a candidate may type for a contract type: the page's word ("Praktikum"), or the platform's. */
export type ContractName = readonly [name: string, type: EmploymentTypeFilter];

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * A contract type named in the search words, and the words left over: "Praktikum Berlin" → INTERN and
 * "Berlin". The platform's `q` searches titles and places, so a candidate who types the kind of job they
 * want finds nothing by it; the list's filter finds it. Whole words only, case and accents aside, the
 * longest name first ("temps partiel" is not "temps plein").
 */
export function contractInQuery(
  q: string,
  names: readonly ContractName[],
): { type: EmploymentTypeFilter; rest: string } | undefined {
  const typed = wordsOf(q);
  const folded = typed.map(fold);
  const candidates = names
    .map(([name, type]) => ({ words: wordsOf(name).map(fold), type }))
    .filter((candidate) => candidate.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (const { words, type } of candidates) {
    for (let start = 0; start + words.length <= folded.length; start++) {
      if (words.every((word, offset) => folded[start + offset] === word))
        return { type, rest: [...typed.slice(0, start), ...typed.slice(start + words.length)].join(' ') };
    }
  }
  return undefined;
}
