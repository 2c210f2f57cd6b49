import { describe, expect, it } from 'vitest';
import { arabicAsSeen } from './arabic-forms';

const codes = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16).toUpperCase());

describe('arabicAsSeen', () => {
  it('gives each letter the form its neighbours give it, in the order the word is seen', () => {
    // م initial, ه and ن medial, د final (it joins no letter after it), so س stands alone.
    expect(codes(arabicAsSeen('مهندس'))).toEqual(['FEB1', 'FEAA', 'FEE8', 'FEEC', 'FEE3']);
    expect(codes(arabicAsSeen('في'))).toEqual(['FEF2', 'FED3']);
  });

  it('joins lam and alef into their ligature, which joins only the letter before it', () => {
    expect(codes(arabicAsSeen('لا'))).toEqual(['FEFB']);
    expect(codes(arabicAsSeen('سلام'))).toEqual(['FEE1', 'FEFC', 'FEB3']);
    expect(codes(arabicAsSeen('إلى'))).toEqual(['FEF0', 'FEDF', 'FE87']);
  });

  it('keeps marks on their letter, digits in their order, and mirrors brackets', () => {
    // ي carries tanween (U+064B) after و, which joins no letter after it.
    expect(codes(arabicAsSeen('سنويًا'))).toEqual(['FE8E', 'FEF3', '64B', 'FEEE', 'FEE8', 'FEB3']);
    expect(arabicAsSeen('(مهندس)')).toBe(`(${arabicAsSeen('مهندس')})`);
    expect(codes(arabicAsSeen('عام2026'))).toEqual(['32', '30', '32', '36', 'FEE1', 'FE8E', 'FECB']);
    // Latin letters inside an Arabic word keep their order too.
    expect(arabicAsSeen('لـiPhone')).toBe(`iPhone${arabicAsSeen('لـ')}`);
    // Not Arabic at all: only the order changes.
    expect(arabicAsSeen('·')).toBe('·');
  });
});
