import type { PageFill } from './page-fill';

/**
 * A cached page's text cut at its stand-ins (the fill's nonce and form token), once, when it is kept:
 * each served copy is then one join of pieces instead of a search through the whole page.
 */
export type PageTemplate = { pieces: string[]; holes: (keyof PageFill)[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pageTemplate(text: string, fill: PageFill): PageTemplate {
  const standIns = new RegExp(`(${escaped(fill.nonce)}|${escaped(fill.formToken)})`);
  // split with a capturing group alternates text and the stand-in found between.
  const parts = text.split(standIns);
  return {
    pieces: parts.filter((_, index) => index % 2 === 0),
    holes: parts
      .filter((_, index) => index % 2 === 1)
      .map((standIn) => (standIn === fill.nonce ? 'nonce' : 'formToken')),
  };
}

export function filledTemplate({ pieces, holes }: PageTemplate, values: PageFill): string {
  let text = pieces[0] ?? '';
  holes.forEach((hole, index) => {
    text += values[hole] + (pieces[index + 1] ?? '');
  });
  return text;
}
