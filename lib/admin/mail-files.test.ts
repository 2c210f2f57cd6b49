import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFiles } from './mail-files';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'admin-mail-'));
  const message = (subject: string) => `To: ada@example.com\r\nSubject: ${subject}\r\n\r\nBody of ${subject}`;
  await writeFile(path.join(directory, 'old.eml'), message('Old'));
  await writeFile(path.join(directory, 'new.eml'), message('New'));
  await writeFile(path.join(directory, 'notes.txt'), 'not mail');
  await utimes(path.join(directory, 'old.eml'), new Date(2020, 0, 1), new Date(2020, 0, 1));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('readMailFiles', () => {
  it('reads .eml files newest first, as text', async () => {
    const mail = await readMailFiles(directory);
    expect(mail.map((m) => [m.fileName, m.subject, m.text])).toEqual([
      ['new.eml', 'New', 'Body of New'],
      ['old.eml', 'Old', 'Body of Old'],
    ]);
    expect(await readMailFiles(directory, 1)).toHaveLength(1);
  });

  it('treats a missing directory as no mail', async () => {
    expect(await readMailFiles(path.join(directory, 'missing'))).toEqual([]);
  });
});
