import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { journalFileName, openErasureJournal } from './erasure-journal';
import { emptyReadJournal, readJournalLines } from './journal-lines';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'erasure-journal-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

const NOVEMBER = new Date(Date.UTC(2026, 10, 30, 23, 59));
const DECEMBER = new Date(Date.UTC(2026, 11, 1, 0, 1));

it('appends a line per deletion to a file of its own per month and instance, in the order asked', async () => {
  let now = NOVEMBER;
  const dir = path.join(root, 'site-erasures');
  const journal = openErasureJournal({ dir, instance: 'web:42', now: () => now });
  await Promise.all([
    journal.record({ applications: ['app-1'] }),
    journal.record({ alerts: ['alert-1'], mails: ['mail-1'] }),
    // Nothing deleted: nothing written.
    journal.record({ applications: [], alerts: [] }),
  ]);
  now = DECEMBER;
  await journal.record({ applications: ['app-2'] });
  await journal.close();
  expect((await readdir(dir)).sort()).toEqual(['2026-11.web_42.jsonl', '2026-12.web_42.jsonl']);
  expect(await readFile(path.join(dir, '2026-11.web_42.jsonl'), 'utf8')).toBe(
    '{"at":"2026-11-30T23:59:00.000Z","applications":["app-1"]}\n' +
      '{"at":"2026-11-30T23:59:00.000Z","alerts":["alert-1"],"mails":["mail-1"]}\n',
  );
  const read = emptyReadJournal();
  readJournalLines(await readFile(path.join(dir, '2026-12.web_42.jsonl')), read);
  expect([...read.applications]).toEqual(['app-2']);
  expect(journal.failures).toBe(0);
});

it('keeps what an earlier process wrote to the same file', async () => {
  const dir = path.join(root, 'site-erasures');
  for (const id of ['app-1', 'app-2']) {
    const journal = openErasureJournal({ dir, instance: 'web', now: () => NOVEMBER });
    await journal.record({ applications: [id] });
    await journal.close();
  }
  const read = emptyReadJournal();
  readJournalLines(await readFile(path.join(dir, journalFileName(NOVEMBER, 'web'))), read);
  expect([...read.applications]).toEqual(['app-1', 'app-2']);
});

it('never throws when it cannot write: it counts each failure and logs the error code at most once a minute, never the ids', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  // A file where the directory should be.
  const dir = path.join(root, 'not-a-directory');
  await writeFile(dir, 'x');
  let now = NOVEMBER.getTime();
  const journal = openErasureJournal({ dir, instance: 'web', now: () => new Date(now) });
  await expect(journal.record({ applications: ['app-secret-id'] })).resolves.toBeUndefined();
  now += 59_000;
  await expect(journal.record({ mailsSent: ['mail-secret-id'] })).resolves.toBeUndefined();
  now += 1_000;
  await expect(journal.record({ delivered: ['app-secret-id-2'] })).resolves.toBeUndefined();
  expect(journal.failures).toBe(3);
  const lines = logged.mock.calls.map((call) => call.join(' '));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /could not write an entry in .*not-a-directory: (EEXIST|ENOTDIR) \(1 since start\)$/,
  );
  expect(lines[1]).toMatch(/: (EEXIST|ENOTDIR) \(3 since start\)$/);
  expect(lines.join('\n')).not.toContain('secret');
  // Once the directory can be made, it writes again.
  await rm(dir);
  await journal.record({ applications: ['app-3'] });
  await journal.close();
  expect(journal.failures).toBe(3);
  // After a failure the next entry starts on a line of its own, so half a line a failed write left
  // behind cannot take it down with it.
  const written = await readFile(path.join(dir, journalFileName(new Date(now), 'web')));
  expect(written.toString()).toMatch(/^\n\{"at":/);
  const read = emptyReadJournal();
  readJournalLines(Buffer.concat([Buffer.from('{"at":"2026-11-30T2'), written]), read);
  expect([...read.applications]).toEqual(['app-3']);
  expect(read.unreadable).toBe(1);
});
