import { describe, expect, it } from 'vitest';
import { rightToLeftPieces, type LinePiece } from './right-to-left-line';
import { rowsThatFit } from './right-to-left-wrap';

/** Ten pixels a character, a gap of ten: a row of 200 px holds 19 characters' worth (its 97 %). */
const wrap = { width: 200, lines: 2, gap: 10, widthOf: (piece: LinePiece) => piece.text.length * 10 };
const texts = (rows: LinePiece[][]) => rows.map((row) => row.map((piece) => piece.text));

describe('rowsThatFit', () => {
  it('keeps a line that fits as it is, in one row, with no ellipsis', () => {
    const pieces = rightToLeftPieces('مهندس في برلين');
    expect(rowsThatFit(pieces, wrap)).toEqual([pieces]);
  });

  it('fills each row as far as it goes, then cuts, ending the last row with "…" within its width', () => {
    // Four words of 40 px a row (40 + 3 × 50 = 190 of 194); the second gives one up for the "…".
    const word = 'كلمة';
    const rows = rowsThatFit(rightToLeftPieces(Array(12).fill(word).join(' ')), wrap);
    expect(texts(rows)).toEqual([Array(4).fill(word), [...Array(3).fill(word), '…']]);
    expect(rows.at(-1)?.at(-1)).toEqual({ text: '…', spaced: false, rtl: true });
  });

  it('does not end a cut row on a sign before its "…"', () => {
    const rows = rowsThatFit(rightToLeftPieces('برلين · ألمانيا · دوام كامل · هندسة · تطوير البرمجيات'), {
      ...wrap,
      lines: 1,
    });
    expect(texts(rows)).toEqual([['برلين', '·', 'ألمانيا', '…']]);
  });

  it('never begins a row with a sign set against the piece before it: they move on together', () => {
    // 50 + 10 + 50 + 10 + 70 = 190 of 194: "Berlins" would fit, its comma no longer.
    const rows = rowsThatFit(rightToLeftPieces('كلمات كلمات Berlins، هولندا'), wrap);
    expect(texts(rows)).toEqual([
      ['كلمات', 'كلمات'],
      ['Berlins', '،', 'هولندا'],
    ]);
  });

  it('splits a run of Latin words too wide for a row at its spaces, in reading order', () => {
    const rows = rowsThatFit(rightToLeftPieces('فريق Data Platform Engineering Excellence'), {
      ...wrap,
      lines: 3,
    });
    expect(texts(rows)).toEqual([['فريق', 'Data Platform'], ['Engineering'], ['Excellence']]);
  });
});
