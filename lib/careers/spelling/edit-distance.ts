/**
 * The number of single-character edits (insert, delete, replace, or swap two neighbours) from `a` to
 * `b`, or `limit + 1` as soon as it is sure to be more than `limit`: typo suggestions only ever want a
 * distance of one or two, so a far word costs a few rows, not the whole table.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  // Three rows of the classic table: the one before last (for swaps), the last, and this one.
  let before: number[] = [];
  let last = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > limit) return limit + 1;
    before = last;
    last = row;
  }
  return Math.min(last[y.length]!, limit + 1);
}
