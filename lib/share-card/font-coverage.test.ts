import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { characterGlyphs, tablesOf } from './font-coverage';

const font = (subset: string) =>
  readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/fira-sans/files',
      `fira-sans-${subset}-400-normal.woff`,
    ),
  );
const fontCoverage = (font: Buffer) => characterGlyphs(tablesOf(font));
const has = (covered: Map<number, number>, text: string) =>
  [...text].map((char) => covered.has(char.codePointAt(0) ?? 0));

describe('characterGlyphs', () => {
  it('reads the characters each subset of the card’s typeface has', () => {
    const latin = fontCoverage(font('latin'));
    const latinExt = fontCoverage(font('latin-ext'));
    expect(has(latin, 'Aéß€–')).toEqual([true, true, true, true, true]);
    expect(has(latin, 'łŻ')).toEqual([false, false]);
    expect(has(latinExt, 'łŻ')).toEqual([true, true]);
    expect(has(fontCoverage(font('cyrillic')), 'Ж')).toEqual([true]);
    for (const covered of [latin, latinExt]) expect(has(covered, 'م🚀')).toEqual([false, false]);
  });

  it('gives each character the glyph it is drawn with', () => {
    const latin = fontCoverage(font('latin'));
    const glyphs = [...'AaÄ0'].map((char) => latin.get(char.codePointAt(0)!));
    expect(new Set(glyphs).size).toBe(4);
    expect(glyphs.every((glyph) => glyph! > 0)).toBe(true);
  });

  it('refuses a file that is not a WOFF 1 font', () => {
    expect(() => fontCoverage(Buffer.from('wOF2 not this one'))).toThrow(/WOFF 1/);
  });
});
