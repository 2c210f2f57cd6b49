/**
 * Arabic as the share card's renderer can draw it: each letter in the form its neighbours give it
 * (isolated, final, initial, medial: the Unicode presentation forms) and the word in the order it is
 * seen, right to left. The renderer does join letters itself, but measures a word before joining it, so
 * every Arabic word would stand in a box too wide for it, with a gap after it; letters already in their
 * joined forms measure as they are drawn.
 *
 * The forms come from Unicode itself: the presentation forms block (U+FE80–U+FEFC) lists each letter's
 * forms in the order isolated, final, initial, medial (a letter that joins only the one before it has the
 * first two), and compatibility normalisation (NFKC) names the letter each form is of.
 */

type Forms = { isolated: string; final?: string; initial?: string; medial?: string };

function formsByLetter(): Map<string, Forms> {
  const byLetter = new Map<string, string[]>();
  for (let code = 0xfe80; code <= 0xfefc; code++) {
    const form = String.fromCodePoint(code);
    const letter = form.normalize('NFKC');
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), form]);
  }
  return new Map(
    [...byLetter].map(([letter, [isolated, final, initial, medial]]) => [
      letter,
      { isolated: isolated!, final, initial, medial },
    ]),
  );
}

const FORMS = formsByLetter();
const LAM = '\u0644';
const TATWEEL = '\u0640';
/** Marks above and below letters (harakat), which sit on a letter and do not break its joining. */
const MARK = /\p{M}/u;
/** What a right-to-left word shows mirrored: an opening bracket read from the right closes on the left. */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** A digit, or a letter of a script written left to right: a run of them reads left to right in any word. */
const LEFT_TO_RIGHT = /\p{N}|(?!\p{Script=Arabic})\p{L}/u;

/** A letter and the marks it carries, or a run of digits or Latin letters, kept in its own order. */
type Cluster = { text: string; letter?: string };

function clustersOf(word: string): Cluster[] {
  const clusters: Cluster[] = [];
  for (const char of word) {
    const last = clusters.at(-1);
    if (last && MARK.test(char)) last.text += char;
    else if (last && !last.letter && LEFT_TO_RIGHT.test(char) && LEFT_TO_RIGHT.test(last.text.at(-1)!))
      last.text += char;
    else clusters.push({ text: char, letter: FORMS.has(char) || char === TATWEEL ? char : undefined });
  }
  return clusters;
}

/** Whether a letter joins the letter after it (has an initial form; a tatweel stretches between). */
const joinsNext = (letter?: string) => letter === TATWEEL || Boolean(letter && FORMS.get(letter)?.initial);

function formOf(letter: string, afterJoining: boolean, beforeJoining: boolean): string {
  const forms = FORMS.get(letter);
  if (!forms) return letter;
  if (afterJoining && beforeJoining && forms.medial) return forms.medial;
  if (afterJoining && forms.final) return forms.final;
  if (beforeJoining && forms.initial) return forms.initial;
  return forms.isolated;
}

/**
 * A right-to-left word in its joined forms and in the order it is seen: "مهندس" → "ﺱﺪﻨﻬﻣ". Lam before
 * alef is their one ligature; marks stay on their letter; digits, brackets and anything else not Arabic
 * are kept, with brackets mirrored.
 */
export function arabicAsSeen(word: string): string {
  const clusters = clustersOf(word.normalize('NFC'));
  // Lam with the alef after it is one letter (لا), which joins only the letter before.
  for (let index = 0; index + 1 < clusters.length; index++) {
    const [lam, alef] = [clusters[index]!, clusters[index + 1]!];
    const ligature = lam.letter === LAM && !lam.text.slice(1) && alef.letter ? LAM + alef.letter : undefined;
    if (ligature && FORMS.has(ligature)) {
      clusters.splice(index, 2, { text: ligature + alef.text.slice(1), letter: ligature });
    }
  }
  const shaped = clusters.map((cluster, index) => {
    if (!cluster.letter) return cluster.text;
    const before = clusters[index - 1];
    const after = clusters[index + 1];
    const afterJoining = joinsNext(before?.letter);
    const beforeJoining = joinsNext(cluster.letter) && Boolean(after?.letter);
    return formOf(cluster.letter, afterJoining, beforeJoining) + cluster.text.slice(cluster.letter.length);
  });
  return shaped
    .reverse()
    .map((text) => MIRRORED[text] ?? text)
    .join('');
}
