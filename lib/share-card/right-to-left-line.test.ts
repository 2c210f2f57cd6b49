import { describe, expect, it } from 'vitest';
import { lineDirection, rightToLeftPieces } from './right-to-left-line';

const texts = (line: string) => rightToLeftPieces(line).map((piece) => piece.text);

describe('lineDirection', () => {
  it('follows the first letter, as dir="auto" does, else the card', () => {
    expect(lineDirection('وظائف في Acme Robotics', 'ltr')).toBe('rtl');
    expect(lineDirection('Marketing Operations Analyst', 'rtl')).toBe('ltr');
    expect(lineDirection('2 · مهندس', 'ltr')).toBe('rtl');
    expect(lineDirection('58.000 – 73.000', 'rtl')).toBe('rtl');
    expect(lineDirection('58.000 – 73.000', 'ltr')).toBe('ltr');
  });
});

describe('rightToLeftPieces', () => {
  it('keeps each right-to-left word apart, in reading order', () => {
    expect(texts('وظائف في الشركة')).toEqual(['وظائف', 'في', 'الشركة']);
  });

  it('keeps a run of left-to-right words together, with what stands between them', () => {
    expect(texts('وظائف في Acme Robotics')).toEqual(['وظائف', 'في', 'Acme Robotics']);
    expect(texts('مهندس Data Engineer 2 في برلين')).toEqual(['مهندس', 'Data Engineer 2', 'في', 'برلين']);
    // A number between right-to-left words is a piece where it stands, with its currency.
    expect(texts('راتب 58.000 سنويًا')).toEqual(['راتب', '58.000', 'سنويًا']);
    expect(texts('من € 58.000 إلى 73.000 € · دوام')).toEqual([
      'من',
      '€ 58.000',
      'إلى',
      '73.000 €',
      '·',
      'دوام',
    ]);
  });

  it('sets the punctuation ending a left-to-right run against it, with no space, in the line’s direction', () => {
    expect(rightToLeftPieces('Amsterdam، هولندا · 58.000 €')).toEqual([
      { text: 'Amsterdam', spaced: false, rtl: false },
      { text: '،', spaced: false, rtl: true },
      { text: 'هولندا', spaced: true, rtl: true },
      { text: '·', spaced: true, rtl: true },
      { text: '58.000 €', spaced: true, rtl: false },
    ]);
    // Only a trailing stop or comma: signs inside the run, and a bracket it closes, stay in it.
    expect(texts('في Acme (Berlin).')).toEqual(['في', 'Acme (Berlin)', '.']);
  });
});
