import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isEmptyEntry, journalLine, type JournalEntry } from './journal-lines';

/**
 * Where deletions, candidates' choices and what went out are written down outside the database, so that
 * restoring a backup taken before them does them again (repeat-erasures.ts) instead of bringing the
 * candidate back, sending an application they deleted while it waited for a retry, or sending one twice.
 */
export type ErasureJournal = {
  /**
   * Writes the ids down, on disk, before the change commits. Never throws: a candidate's deletion goes
   * ahead without the record (a restore is rarer than a full disk), and the failure is logged and counted.
   */
  record(entry: JournalEntry): Promise<void>;
  /** Records this process could not write (careers_erasure_journal_failures_total). */
  readonly failures: number;
};

/** No journal (ERASURE_JOURNAL_DIR=off, an in-memory database, tests that do not look at it). */
export const NO_ERASURE_JOURNAL: ErasureJournal = { record: async () => {}, failures: 0 };

export type JournalFileOptions = {
  dir: string;
  /** This process's name in the file names: instances sharing the directory write files of their own. */
  instance: string;
  now?: () => Date;
};

/** A journal that cannot be written says so at most this often. */
const LOG_EVERY_MS = 60_000;

/** The file a process writes in a month: `2026-11.<instance>.jsonl`. Old months can go with old backups. */
export const journalFileName = (at: Date, instance: string) =>
  `${at.toISOString().slice(0, 7)}.${instance.replace(/[^A-Za-z0-9._-]/g, '_')}.jsonl`;

/**
 * The journal as files of JSON lines in one directory, appended one line per deletion and flushed to disk
 * (`datasync`) before the caller commits. Appends are taken one at a time, in order.
 */
export function openErasureJournal({ dir, instance, now = () => new Date() }: JournalFileOptions) {
  let file: { name: string; handle: FileHandle } | null = null;
  let queue: Promise<void> = Promise.resolve();
  let lastLoggedAt: number | null = null;
  let afterFailure = false;
  const journal = {
    failures: 0,
    record(entry: JournalEntry): Promise<void> {
      if (isEmptyEntry(entry)) return Promise.resolve();
      const at = now();
      queue = queue.then(async () => {
        try {
          const handle = await fileFor(journalFileName(at, instance));
          // A write that failed may have left half a line: this one starts on a line of its own (the
          // reader skips the empty line, and counts the half as one it cannot read).
          await handle.write(`${afterFailure ? '\n' : ''}${journalLine(entry, at)}`);
          await handle.datasync();
          afterFailure = false;
        } catch (error) {
          journal.failures += 1;
          afterFailure = true;
          await closeFile();
          // Each delivery and mail writes an entry, so a full disk would fill the log too: the first
          // failure is logged, then at most one a minute, with the count (which the metric has as well).
          if (lastLoggedAt !== null && at.getTime() - lastLoggedAt < LOG_EVERY_MS) return;
          lastLoggedAt = at.getTime();
          // The code only (ENOSPC, EACCES): the ids are not logged, nor anything about whose they were.
          const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
          console.error(
            `[erasure-journal] could not write an entry in ${dir}: ${code} (${journal.failures} since start)`,
          );
        }
      });
      return queue;
    },
    /** Closes the open file (shutdown, tests); a later record opens it again. */
    close: () => (queue = queue.then(closeFile)),
  };

  async function fileFor(name: string): Promise<FileHandle> {
    if (file?.name === name) return file.handle;
    await closeFile();
    await mkdir(dir, { recursive: true });
    file = { name, handle: await open(path.join(dir, name), 'a') };
    return file.handle;
  }

  async function closeFile() {
    const closing = file;
    file = null;
    await closing?.handle.close().catch(() => {});
  }

  return journal;
}
