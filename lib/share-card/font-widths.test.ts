import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { characterWidths } from './font-widths';

const font = (file: string) => readFileSync(path.join(process.cwd(), 'node_modules/@fontsource', file));
const width = (widths: Map<number, number>, char: string) => widths.get(char.codePointAt(0)!);

describe('characterWidths', () => {
  it('reads each character’s advance in ems: narrow letters narrow, wide ones wide', () => {
    const fira = characterWidths(font('fira-sans/files/fira-sans-latin-400-normal.woff'));
    expect(width(fira, 'i')).toBeLessThan(width(fira, 'n')!);
    expect(width(fira, 'n')).toBeLessThan(width(fira, 'M')!);
    expect(width(fira, 'M')).toBeLessThan(1);
    expect(width(fira, ' ')).toBeLessThan(width(fira, 'n')!);
    expect(width(fira, 'م')).toBeUndefined();
  });

  it('reads the Arabic face, its joined forms included', () => {
    const plex = characterWidths(
      font('ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff'),
    );
    // A letter's initial form is narrower than the letter alone (ع, then its initial form).
    expect(width(plex, '\uFECB')).toBeLessThan(width(plex, 'ع')!);
    expect(width(plex, 'ا')).toBeGreaterThan(0);
  });
});
