import { describe, expect, it } from 'vitest';
import { emptyReadJournal, isEmptyEntry, journalLine, readJournalLines } from './journal-lines';

const AT = new Date(Date.UTC(2026, 10, 27, 9, 30));

describe('journal lines', () => {
  it('writes one JSON line with the time and only the lists that have ids', () => {
    expect(journalLine({ applications: ['app-1'], alerts: [], mails: ['mail-1', 'mail-2'] }, AT)).toBe(
      '{"at":"2026-11-27T09:30:00.000Z","applications":["app-1"],"mails":["mail-1","mail-2"]}\n',
    );
  });

  it('reads back every id of every whole line, and says where the whole lines end', () => {
    const text =
      journalLine({ applications: ['app-1'] }, AT) +
      journalLine({ alerts: ['alert-1'], mails: ['mail-1'] }, AT) +
      journalLine({ applications: ['app-1', 'app-2'] }, AT);
    const read = emptyReadJournal();
    expect(readJournalLines(Buffer.from(text), read)).toBe(Buffer.byteLength(text));
    // Those ids, and nothing else.
    expect(read).toEqual({
      ...emptyReadJournal(),
      applications: new Set(['app-1', 'app-2']),
      alerts: new Set(['alert-1']),
      mails: new Set(['mail-1']),
    });
  });

  it('writes an alert’s frequency by its id, and reads back each choice’s last word with its time', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
    const first =
      journalLine({ alertFrequency: { 'alert-1': 'weekly' }, drafts: ['draft-1'] }, at(1)) +
      journalLine({ updatesStopped: ['app-1', 'app-2'] }, at(1));
    const second =
      journalLine({ alertFrequency: { 'alert-1': 'hourly', 'alert-2': 'daily' } }, at(2)) +
      journalLine({ updatesResumed: ['app-1'] }, at(2));
    expect(first.split('\n')[0]).toBe(
      '{"at":"2026-11-27T09:01:00.000Z","alertFrequency":{"alert-1":"weekly"},"drafts":["draft-1"]}',
    );
    for (const files of [
      [first, second],
      [second, first],
    ]) {
      const read = emptyReadJournal();
      for (const file of files) readJournalLines(Buffer.from(file), read);
      expect([...read.drafts]).toEqual(['draft-1']);
      expect(Object.fromEntries(read.updateMails)).toEqual({
        'app-1': { at: at(2).getTime(), word: true },
        'app-2': { at: at(1).getTime(), word: false },
      });
      expect(Object.fromEntries(read.alertFrequencies)).toEqual({
        'alert-1': { at: at(2).getTime(), word: 'hourly' },
        'alert-2': { at: at(2).getTime(), word: 'daily' },
      });
    }
  });

  it('writes nothing for a request that names nothing', () => {
    expect(isEmptyEntry({ applications: [], alertFrequency: {} })).toBe(true);
    expect(isEmptyEntry({ alertFrequency: { 'alert-1': 'daily' } })).toBe(false);
  });

  it('keeps each application’s last word on withdrawing, by its time, whatever order the files are read in', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
    // Two instances' files: on one the candidate withdrew at 9:01, on the other took it back at 9:02.
    const first = journalLine({ withdrawn: ['app-1', 'app-2'] }, at(1));
    const second = journalLine({ withdrawalTakenBack: ['app-1'] }, at(2));
    for (const files of [
      [first, second],
      [second, first],
    ]) {
      const read = emptyReadJournal();
      for (const file of files) readJournalLines(Buffer.from(file), read);
      expect(Object.fromEntries([...read.withdrawals].map(([id, last]) => [id, last.word]))).toEqual({
        'app-1': false,
        'app-2': true,
      });
    }
  });

  it('leaves a half-written last line for the next read, which finds it whole', () => {
    const whole = journalLine({ applications: ['app-1'] }, AT);
    const next = journalLine({ applications: ['app-2'] }, AT);
    const half = next.slice(0, 20);
    const read = emptyReadJournal();
    const upTo = readJournalLines(Buffer.from(whole + half), read);
    expect(upTo).toBe(whole.length);
    expect([...read.applications]).toEqual(['app-1']);
    expect(read.unreadable).toBe(0);
    readJournalLines(Buffer.from(whole + next).subarray(upTo), read);
    expect([...read.applications]).toEqual(['app-1', 'app-2']);
  });

  it('counts lines it cannot read, and takes no id from them', () => {
    const text = [
      'not json',
      '{"at":"yesterday","applications":["app-1"]}',
      '{"at":"2026-11-27T09:30:00.000Z","applications":["drop table; --"]}',
      '{"at":"2026-11-27T09:30:00.000Z","applications":"app-2"}',
      '{"at":"2026-11-27T09:30:00.000Z","alertFrequency":{"alert-1":"every minute"}}',
      '',
      journalLine({ mails: ['mail-1'] }, AT).trimEnd(),
      '',
    ].join('\n');
    const read = emptyReadJournal();
    readJournalLines(Buffer.from(text), read);
    expect(read.unreadable).toBe(5);
    expect(read.alertFrequencies.size).toBe(0);
    expect(read.applications.size).toBe(0);
    expect([...read.mails]).toEqual(['mail-1']);
  });
});
