import { inflateSync } from 'node:zlib';

/**
 * Which characters a font has glyphs for, read from its `cmap` table (in a WOFF 1 file, as the card's
 * fonts come). The share card draws only these: the image renderer fetches any glyph its fonts lack from
 * Google Fonts and emoji from a CDN, and a server must not call out to third parties (nor wait on them)
 * to draw a job's title.
 */

/** A WOFF 1 font's tables by tag, each inflated to its own bytes. */
export function tablesOf(font: Buffer): Map<string, Buffer> {
  if (font.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1 font');
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(12);
  for (let index = 0; index < count; index++) {
    const entry = 44 + index * 20;
    const offset = font.readUInt32BE(entry + 4);
    const compressed = font.readUInt32BE(entry + 8);
    const original = font.readUInt32BE(entry + 12);
    const bytes = font.subarray(offset, offset + compressed);
    tables.set(font.toString('latin1', entry, entry + 4), compressed < original ? inflateSync(bytes) : bytes);
  }
  return tables;
}

/** Each character a font has and the glyph it draws it with. */
type Glyphs = Map<number, number>;

/** Format 12: groups of consecutive characters mapped to consecutive glyphs. */
function format12(table: Buffer, at: number, into: Glyphs) {
  const groups = table.readUInt32BE(at + 12);
  for (let group = 0; group < groups; group++) {
    const start = table.readUInt32BE(at + 16 + group * 12);
    const end = table.readUInt32BE(at + 20 + group * 12);
    const first = table.readUInt32BE(at + 24 + group * 12);
    for (let code = start; code <= end; code++) into.set(code, first + code - start);
  }
}

/** Format 4: the Basic Multilingual Plane in segments; a character whose glyph works out as 0 is missing. */
function format4(table: Buffer, at: number, into: Glyphs) {
  const segments = table.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const end = table.readUInt16BE(ends + segment * 2);
    const start = table.readUInt16BE(starts + segment * 2);
    const delta = table.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = table.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      // Through the glyph array, 0 is a missing glyph before the delta is added too.
      const listed =
        rangeOffset === 0 ? code : table.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
      const glyph = listed === 0 && rangeOffset !== 0 ? 0 : (listed + delta) & 0xffff;
      if (glyph !== 0) into.set(code, glyph);
    }
  }
}

/**
 * Every character the font maps to a glyph, and the glyph. Reads the Unicode subtables it understands
 * (formats 4 and 12).
 */
export function characterGlyphs(tables: Map<string, Buffer>): Glyphs {
  const cmap = tables.get('cmap');
  const glyphs: Glyphs = new Map();
  if (!cmap) return glyphs;
  const records = cmap.readUInt16BE(2);
  for (let record = 0; record < records; record++) {
    const platform = cmap.readUInt16BE(4 + record * 8);
    const encoding = cmap.readUInt16BE(6 + record * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const at = cmap.readUInt32BE(8 + record * 8);
    const format = cmap.readUInt16BE(at);
    if (format === 4) format4(cmap, at, glyphs);
    else if (format === 12) format12(cmap, at, glyphs);
  }
  return glyphs;
}
