import { describe, expect, it } from 'vitest';
import { safeFileName } from './uploads';

describe('safeFileName', () => {
  it('cuts a long name to 200 whole characters, never half of one', () => {
    const name = `${'a'.repeat(199)}😀.pdf`;
    expect(safeFileName(name, 'resume')).toBe(`${'a'.repeat(199)}😀`);
  });

  it('replaces control characters, slashes and quotes, and falls back to the kind', () => {
    expect(safeFileName('cv\u0000"me"/x\r\n.pdf', 'resume')).toBe('cv__me__x__.pdf');
    expect(safeFileName('   ', 'avatar')).toBe('avatar');
    expect(safeFileName('broken\ud83d.pdf', 'resume')).toBe('broken.pdf');
  });
});
