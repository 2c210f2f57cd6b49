import { fold } from '../fold';
import type { JobSummary } from '../job';
import { otherCityNames } from './city-names';
import { editDistance } from './edit-distance';

/**
 * The words the open jobs can be found by (their titles and places, as the platform's `q` searches),
 * keyed as a search compares them (`fold`), each in the form a job spells it and with how many jobs use it.
 */
export type SearchVocabulary = Map<string, { word: string; jobs: number }>;

/** A word of a search or a job, in any script: letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;
/** Shorter words are left as typed: "qa" or "ux" are one edit away from too many others. */
const MIN_CORRECTED_LENGTH = 4;
/** Edits allowed in a word of this length: one in a short word, two in a long one ("enginere"). */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

export function searchVocabulary(jobs: readonly JobSummary[]): SearchVocabulary {
  const vocabulary: SearchVocabulary = new Map();
  for (const job of jobs) {
    const { city, region, country, text } = job.location;
    const words = new Set([job.title, city, region, country, text].join(' ').toLowerCase().match(WORD));
    for (const word of words) {
      const key = fold(word);
      const entry = vocabulary.get(key);
      if (entry) entry.jobs++;
      else vocabulary.set(key, { word, jobs: 1 });
    }
  }
  return vocabulary;
}

/** Whether the platform finds a word (lower case) as typed: some job's word holds it. */
function foundAsTyped(lower: string, vocabulary: SearchVocabulary): boolean {
  for (const { word } of vocabulary.values()) if (word.includes(lower)) return true;
  return false;
}

/** The name the jobs use for the city a word (folded) names in another language, if they use one. */
function jobsNameOfCity(folded: string, vocabulary: SearchVocabulary): string | undefined {
  for (const name of otherCityNames(folded)) {
    const known = vocabulary.get(name);
    if (known) return known.word;
  }
  return undefined;
}

/**
 * The search with each city named as the open jobs do not name it ("München", "Londres") in the name they
 * use ("munich", "london"), and which words were changed; undefined when it names none. Unlike a
 * spelling, this is no guess: it is the same place.
 */
export function cityNamesAsJobsWrite(
  q: string,
  vocabulary: SearchVocabulary,
): { q: string; renamed: { typed: string; word: string }[] } | undefined {
  const renamed: { typed: string; word: string }[] = [];
  const changed = q.replace(WORD, (typed) => {
    const lower = typed.toLowerCase();
    if (foundAsTyped(lower, vocabulary)) return typed;
    const word = jobsNameOfCity(fold(lower), vocabulary);
    if (word === undefined) return typed;
    renamed.push({ typed, word });
    return word;
  });
  return renamed.length > 0 ? { q: changed, renamed } : undefined;
}

/** The closest word the jobs use, for a typed word none of them contains; the commonest on a tie. */
function closestWord(typed: string, vocabulary: SearchVocabulary): string | undefined {
  const lower = typed.toLowerCase();
  const length = [...lower].length;
  if (length < MIN_CORRECTED_LENGTH) return undefined;
  if (foundAsTyped(lower, vocabulary)) return undefined;
  const folded = fold(lower);
  // A city's name in another language ("Munich" for "München") is no slip, however far apart they are.
  const cityName = jobsNameOfCity(folded, vocabulary);
  if (cityName) return cityName;
  const limit = allowedEdits(length);
  let best: { word: string; key: string; jobs: number; distance: number } | undefined;
  for (const [key, { word, jobs }] of vocabulary) {
    const distance = editDistance(folded, key, limit);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (jobs > best.jobs || (jobs === best.jobs && key < best.key)));
    if (better) best = { word, key, jobs, distance };
  }
  return best?.word;
}

/**
 * The search with each misspelt word replaced by the closest word the open jobs use ("sofware enginer"
 * → "software engineer"; "munchen" → "münchen"), or by the city's name they use ("Munich" → "münchen",
 * city-names.ts); undefined when there is nothing to correct. The rest of what was typed (other words,
 * spaces, punctuation) stays as it was.
 */
export function correctedQuery(q: string, vocabulary: SearchVocabulary): string | undefined {
  let changed = false;
  const corrected = q.replace(WORD, (typed) => {
    const word = closestWord(typed, vocabulary);
    if (word === undefined) return typed;
    changed = true;
    return word;
  });
  return changed ? corrected : undefined;
}
