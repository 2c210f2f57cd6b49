import type { PageFill } from './page-fill';

/**
 * A cached page's text cut at its stand-ins (the fill's nonce and form token) and encoded, once, when it
 * is kept: each served copy is then one concatenation of bytes instead of a search through the page.
 */
export type PageTemplate = { pieces: Buffer[]; holes: (keyof PageFill)[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pageTemplate(text: string, fill: PageFill): PageTemplate {
  const standIns = new RegExp(`(${escaped(fill.nonce)}|${escaped(fill.formToken)})`);
  // split with a capturing group alternates text and the stand-in found between.
  const parts = text.split(standIns);
  return {
    pieces: parts.filter((_, index) => index % 2 === 0).map((piece) => Buffer.from(piece)),
    holes: parts
      .filter((_, index) => index % 2 === 1)
      .map((standIn) => (standIn === fill.nonce ? 'nonce' : 'formToken')),
  };
}

export function filledTemplate({ pieces, holes }: PageTemplate, values: PageFill): Buffer {
  const filled: Buffer[] = [pieces[0] ?? Buffer.alloc(0)];
  holes.forEach((hole, index) => {
    filled.push(Buffer.from(values[hole]), pieces[index + 1] ?? Buffer.alloc(0));
  });
  return Buffer.concat(filled);
}
