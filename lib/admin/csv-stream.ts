import { csvRow, type CsvValue } from './csv';

/**
 * A CSV download, streamed: a header, then rows read in batches by keyset only as the reader asks for
 * more, so memory stays flat however many rows there are. `readBatch` gets the last row of the batch
 * before (null at first) and answers at most `batchSize` rows after it.
 */
export function csvStream<Row>(
  header: readonly string[],
  readBatch: (after: Row | null, batchSize: number) => Promise<Row[]>,
  cells: (row: Row) => readonly CsvValue[],
  batchSize = 500,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Row | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
        return;
      }
      const rows = await readBatch(after, batchSize);
      const text = rows.map((row) => csvRow(cells(row))).join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < batchSize || last === undefined) controller.close();
      else after = last;
    },
  });
}
