import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openedProcessPart } from '@/lib/site-runtime';
import { characterWidths } from './font-widths';

const fontFile = (name: string, file: string) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', name, 'files', file);

/**
 * The site's own typeface (Fira Sans), in the subsets the card can draw, then IBM Plex Sans Arabic and
 * Hebrew for a page or a title in those scripts, which Fira Sans does not have (all SIL Open Font
 * License; Noto's Arabic faces use a substitution the renderer cannot read). Read from @fontsource
 * as installed (next.config.mjs traces the files into the standalone server). WOFF 1, not WOFF2: the image
 * renderer reads TrueType, OpenType and WOFF only.
 */
const FACES = [
  ...(['latin', 'latin-ext', 'cyrillic', 'greek'] as const).map((subset) => ({
    family: `Fira Sans ${subset}`,
    file: (weight: number) => fontFile('fira-sans', `fira-sans-${subset}-${weight}-normal.woff`),
  })),
  ...(['arabic', 'hebrew'] as const).map((script) => ({
    family: `IBM Plex Sans ${script}`,
    file: (weight: number) =>
      fontFile(`ibm-plex-sans-${script}`, `ibm-plex-sans-${script}-${script}-${weight}-normal.woff`),
  })),
];
const WEIGHTS = [400, 600] as const;
export type CardWeight = (typeof WEIGHTS)[number];

export type CardFont = { name: string; data: Buffer; weight: CardWeight; style: 'normal' };
export type CardFonts = {
  fonts: CardFont[];
  /**
   * The CSS font-family list naming every subset: the renderer keeps one font per name and weight, so
   * each subset is a family of its own and a character missing from one is found in the next.
   */
  family: string;
  /** Whether every weight has a glyph for this character. */
  draws: (codePoint: number) => boolean;
  /** How wide a line of drawable text is, in pixels, as the renderer sets it (less its kerning). */
  widthOf: (text: string, fontSize: number, weight: CardWeight) => number;
};

async function loadCardFonts(): Promise<CardFonts> {
  const fonts = await Promise.all(
    WEIGHTS.flatMap((weight) =>
      FACES.map(async ({ family, file }): Promise<CardFont> => ({
        name: family,
        data: await readFile(file(weight)),
        weight,
        style: 'normal',
      })),
    ),
  );
  // Per weight, each face's widths in the family's order: a character is drawn by the first that has it.
  const faces = new Map(
    WEIGHTS.map((weight) => [
      weight,
      fonts.filter((each) => each.weight === weight).map((font) => characterWidths(font.data)),
    ]),
  );
  const widthInEms = (char: string, weight: CardWeight) => {
    const code = char.codePointAt(0) ?? 0;
    return (
      faces
        .get(weight)!
        .find((widths) => widths.has(code))
        ?.get(code) ?? 0
    );
  };
  return {
    fonts,
    family: FACES.map(({ family }) => `'${family}'`).join(', '),
    draws: (code) => WEIGHTS.every((weight) => faces.get(weight)!.some((widths) => widths.has(code))),
    widthOf: (text, fontSize, weight) =>
      [...text].reduce((sum, char) => sum + widthInEms(char, weight), 0) * fontSize,
  };
}

/** The card's fonts, read once per process. */
export const cardFonts = () => openedProcessPart('share-card-fonts', loadCardFonts);
