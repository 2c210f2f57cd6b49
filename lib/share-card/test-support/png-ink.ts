import { inflateSync } from 'node:zlib';

/** PNG's Paeth predictor: of left, up and up-left, the nearest to left + up − up-left. */
function paethOf(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

/** An 8-bit RGBA PNG's pixels, as the card's renderer writes them: enough of PNG to look at a card. */
function rgbaRows(png: Buffer): { width: number; height: number; rows: Buffer[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (png[24] !== 8 || png[25] !== 6) throw new Error('Not an 8-bit RGBA PNG');
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    const above = rows[y - 1] ?? Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? row[x - 4]! : 0;
      const up = above[x]!;
      const upLeft = x >= 4 ? above[x - 4]! : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paethOf(left, up, upLeft)
                : 0;
      row[x] = (row[x]! + predicted) & 0xff;
    }
    rows.push(row);
  }
  return { width, height, rows };
}

/**
 * Where dark ink lies in a band of a card's rows (`top` to `bottom`): its leftmost and rightmost columns
 * and its first and last rows, or undefined when the band is blank.
 */
export function inkBox(
  png: Buffer,
  top: number,
  bottom: number,
): { left: number; right: number; top: number; bottom: number } | undefined {
  const { width, rows } = rgbaRows(png);
  const box = { left: width, right: -1, top: bottom, bottom: -1 };
  rows.slice(top, bottom).forEach((row, index) => {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = [row[x * 4]!, row[x * 4 + 1]!, row[x * 4 + 2]!];
      if (r + g + b < 3 * 128) {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, top + index);
        box.bottom = Math.max(box.bottom, top + index);
      }
    }
  });
  return box.right < 0 ? undefined : box;
}
