import { describe, expect, it } from 'vitest';
import { rightToLeftPieces, type LinePiece } from './right-to-left-line';
import { piecesThatFit } from './right-to-left-wrap';

/** Ten pixels a character, a gap of ten: a line of 200 px holds 19 characters' worth (its 97 %). */
const wrap = { width: 200, lines: 2, gap: 10, widthOf: (piece: LinePiece) => piece.text.length * 10 };
const texts = (pieces: LinePiece[]) => pieces.map((piece) => piece.text);

describe('piecesThatFit', () => {
  it('keeps a line that fits as it is, with no ellipsis', () => {
    const pieces = rightToLeftPieces('مهندس برمجيات في برلين');
    expect(piecesThatFit(pieces, wrap)).toEqual(pieces);
  });

  it('cuts what the lines cannot hold and ends the last one with "…", within its width', () => {
    // Four words of 40 px a line (40 + 3 × 50 = 190 of 194); the second gives one up for the "…".
    const words = Array.from({ length: 12 }, () => 'كلمة');
    const kept = piecesThatFit(rightToLeftPieces(words.join(' ')), wrap);
    expect(texts(kept)).toEqual([...words.slice(0, 7), '…']);
    expect(kept.at(-1)).toEqual({ text: '…', spaced: false, rtl: true });
  });

  it('does not end a cut line on a sign before its "…"', () => {
    const kept = piecesThatFit(rightToLeftPieces('برلين · ألمانيا · دوام كامل · هندسة · تطوير البرمجيات'), {
      ...wrap,
      lines: 1,
    });
    expect(texts(kept)).toEqual(['برلين', '·', 'ألمانيا', '…']);
  });

  it('splits a run of Latin words too wide for a line at its spaces, in reading order', () => {
    const kept = piecesThatFit(rightToLeftPieces('فريق Data Platform Engineering Excellence'), {
      ...wrap,
      lines: 3,
    });
    expect(texts(kept)).toEqual(['فريق', 'Data Platform', 'Engineering', 'Excellence']);
    expect(kept.map((piece) => piece.spaced)).toEqual([false, true, true, true]);
  });
});
