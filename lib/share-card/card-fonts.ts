import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openedProcessPart } from '@/lib/site-runtime';
import { fontCoverage } from './font-coverage';

/** The site's own typeface (Fira Sans, SIL Open Font License), in the subsets the card can draw. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
const WEIGHTS = [400, 600] as const;

/**
 * Read from @fontsource/fira-sans as installed (next.config.mjs traces the files into the standalone
 * server). WOFF 1, not WOFF2: the image renderer reads TrueType, OpenType and WOFF only.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'fira-sans', 'files');

export type CardFont = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };
export type CardFonts = {
  fonts: CardFont[];
  /**
   * The CSS font-family list naming every subset: the renderer keeps one font per name and weight, so
   * each subset is a family of its own and a character missing from one is found in the next.
   */
  family: string;
  /** Whether every weight has a glyph for this character. */
  draws: (codePoint: number) => boolean;
};

const familyOf = (subset: string) => `Fira Sans ${subset}`;

async function loadCardFonts(): Promise<CardFonts> {
  const fonts = await Promise.all(
    WEIGHTS.flatMap((weight) =>
      SUBSETS.map(async (subset): Promise<CardFont> => ({
        name: familyOf(subset),
        data: await readFile(path.join(FONT_DIR, `fira-sans-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal',
      })),
    ),
  );
  const coverage = WEIGHTS.map((weight) => {
    const covered = new Set<number>();
    for (const font of fonts.filter((each) => each.weight === weight))
      for (const code of fontCoverage(font.data)) covered.add(code);
    return covered;
  });
  return {
    fonts,
    family: SUBSETS.map((subset) => `'${familyOf(subset)}'`).join(', '),
    draws: (code) => coverage.every((covered) => covered.has(code)),
  };
}

/** The card's fonts, read once per process. */
export const cardFonts = () => openedProcessPart('share-card-fonts', loadCardFonts);
