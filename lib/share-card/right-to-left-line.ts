/** A letter of a script written right to left (not its punctuation: an Arabic comma follows the line). */
const RTL_LETTER =
  /(?=\p{L})[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;
/**
 * Punctuation ending a left-to-right run that reads in the line's direction (a comma, a full stop, a
 * colon); a closing bracket or quote stays with what it closes.
 */
const NEUTRAL_END = /[.,:;!?\u060C\u061B\u061F\u2026\u00B7\u2013\u2014-]+$/u;

export type Direction = 'ltr' | 'rtl';

/** A line's own direction, as a browser gives `dir="auto"`: its first letter's, else the card's. */
export function lineDirection(text: string, card: Direction): Direction {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return card;
}

/**
 * One piece of a right-to-left line: its text, whether a space stands before it in the line, and whether
 * it reads right to left itself (a word, a sign) or left to right (a run of Latin words, a number).
 */
export type LinePiece = { text: string; spaced: boolean; rtl: boolean };

type Word = { text: string; kind: 'rtl' | 'ltr' | 'number' | 'neutral' };

/** A number, or a currency or percent sign that goes with one ("58.000–73.000 €" reads as one). */
const NUMBER = /^(?:.*\p{N}.*|[\p{Sc}%]+)$/u;

const kindOf = (word: string): Word['kind'] =>
  RTL_LETTER.test(word) ? 'rtl' : LETTER.test(word) ? 'ltr' : NUMBER.test(word) ? 'number' : 'neutral';

/**
 * Where a piece that reads left to right, begun at `start`, ends: a run of Latin words goes on to its last
 * word or number before the next right-to-left word (a number after a word reads with it: "Engineer 2"),
 * a number to the last number or sign next to it.
 */
function endOfRun(words: Word[], start: number): number {
  let end = start;
  for (let next = start + 1; next < words.length && words[next]!.kind !== 'rtl'; next++) {
    if (words[start]!.kind === 'number' && words[next]!.kind !== 'number') break;
    if (words[next]!.kind !== 'neutral') end = next;
  }
  return end;
}

/**
 * A right-to-left line cut into the pieces the card lays from the right, in reading order. The image
 * renderer lays a whole line out left to right (satori#74), so a title in Arabic would read backwards.
 * Each right-to-left word or sign is a piece; a run of left-to-right words is one piece, with the numbers
 * and signs between them ("Acme Robotics", "Data Engineer 2"), as is a number with its currency
 * ("58.000–73.000 €"), since each reads left to right within the line. Punctuation that ends a run
 * follows the line's direction, so it is a piece of its own, set against the run ("Amsterdam،" →
 * "Amsterdam" and "،" to its left).
 */
export function rightToLeftPieces(line: string): LinePiece[] {
  const words: Word[] = line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, kind: kindOf(text) }));
  const pieces: LinePiece[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word.kind === 'rtl' || word.kind === 'neutral') {
      pieces.push({ text: word.text, spaced: pieces.length > 0, rtl: true });
      continue;
    }
    const end = endOfRun(words, index);
    const run = words
      .slice(index, end + 1)
      .map((each) => each.text)
      .join(' ');
    const trailing = NEUTRAL_END.exec(run)?.[0] ?? '';
    pieces.push({ text: run.slice(0, run.length - trailing.length), spaced: pieces.length > 0, rtl: false });
    if (trailing) pieces.push({ text: trailing, spaced: false, rtl: true });
    index = end;
  }
  return pieces;
}
