import type { LinePiece } from './right-to-left-line';

/**
 * Of the widths the fonts give, how much of a row the card fills: the renderer kerns some pairs apart,
 * so a row measured to the last pixel could reach past its edge.
 */
const ROOM = 0.97;
const ELLIPSIS: LinePiece = { text: '…', spaced: false, rtl: true };
/** Punctuation a cut line does not end on before its "…" ("Berlin ·…"). */
const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;

type Wrap = {
  /** The line's width, in pixels. */
  width: number;
  /** How many lines it may take. */
  lines: number;
  /** The space between spaced pieces in a row, in pixels (CardLine's gap). */
  gap: number;
  /** A piece's width as drawn, in pixels. */
  widthOf: (piece: LinePiece) => number;
};

/**
 * A right-to-left line as the rows the card shows, at most `lines` of them, each as many pieces as fit
 * its width; past the last row the rest is cut and "…" ends it, as a left-to-right line's clamp does. The
 * card lays each row out itself, because the renderer could only hide what overflows a right-to-left
 * line, which cut the dots below its last line's letters (ي read as ى). A run of left-to-right words too
 * wide for a row is split at its spaces, as a browser would wrap it.
 */
export function rowsThatFit(pieces: LinePiece[], wrap: Wrap): LinePiece[][] {
  const room = wrap.width * ROOM;
  const rows: { pieces: LinePiece[]; used: number }[] = [];
  for (const unit of unbreakable(pieces.flatMap((each) => splitWideRun(each, room, wrap.widthOf)))) {
    const row = rows.at(-1);
    const width = unit.reduce((sum, piece) => sum + wrap.widthOf(piece), 0);
    if (row && row.used + wrap.gap + width <= room) {
      row.pieces.push(...unit);
      row.used += wrap.gap + width;
    } else rows.push({ pieces: unit, used: width });
  }
  if (rows.length <= wrap.lines) return rows.map((row) => row.pieces);
  const kept = rows.slice(0, wrap.lines);
  const last = kept.at(-1)!;
  const ellipsis = wrap.widthOf(ELLIPSIS);
  while (
    last.pieces.length > 1 &&
    (last.used + ellipsis > room || PUNCTUATION_ONLY.test(last.pieces.at(-1)!.text))
  ) {
    const dropped = last.pieces.pop()!;
    last.used -= wrap.widthOf(dropped) + (dropped.spaced ? wrap.gap : 0);
  }
  last.pieces.push(ELLIPSIS);
  return kept.map((row) => row.pieces);
}

/**
 * The pieces in the units a row may not break inside: a sign set against the piece before it ("،" after
 * "Amsterdam") stays with it, never beginning a row.
 */
function unbreakable(pieces: LinePiece[]): LinePiece[][] {
  const units: LinePiece[][] = [];
  for (const piece of pieces) {
    const last = units.at(-1);
    if (last && !piece.spaced) last.push(piece);
    else units.push([piece]);
  }
  return units;
}

/** A left-to-right run wider than the line, as runs of its words that each fit one. */
function splitWideRun(piece: LinePiece, room: number, widthOf: Wrap['widthOf']): LinePiece[] {
  if (piece.rtl || widthOf(piece) <= room) return [piece];
  const runs: LinePiece[] = [];
  for (const word of piece.text.split(' ')) {
    const last = runs.at(-1);
    const joined = last && { ...last, text: `${last.text} ${word}` };
    if (joined && widthOf(joined) <= room) runs[runs.length - 1] = joined;
    else runs.push({ text: word, spaced: last ? true : piece.spaced, rtl: false });
  }
  return runs;
}
