import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(new Date('2024-05-01T10:00:00.000Z'))).toBe('2024-05-01T10:00:00.000Z');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // Numbers are numbers, not text that happens to start with a minus.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', null, '=x'])).toBe("a,,'=x\r\n");
  });
});
