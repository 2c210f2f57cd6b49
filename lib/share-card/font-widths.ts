import { characterGlyphs, tablesOf } from './font-coverage';

/**
 * How wide a font draws each character it has, in ems, from its `cmap`, `head`, `hhea` and `hmtx`
 * tables. The card sets a right-to-left line in rows itself (right-to-left-wrap.ts), so it must know how
 * wide the renderer will draw each piece: the widths are the glyphs' advances, as the renderer's own,
 * less its kerning.
 */
export function characterWidths(font: Buffer): Map<number, number> {
  const tables = tablesOf(font);
  const [head, hhea, hmtx] = [tables.get('head'), tables.get('hhea'), tables.get('hmtx')];
  if (!head || !hhea || !hmtx) throw new Error('A font without its metrics');
  const unitsPerEm = head.readUInt16BE(18);
  // Glyphs past the last metric share its advance (monospaced tails).
  const metrics = hhea.readUInt16BE(34);
  const advanceOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  const widths = new Map<number, number>();
  for (const [code, glyph] of characterGlyphs(tables)) widths.set(code, advanceOf(glyph) / unitsPerEm);
  return widths;
}
