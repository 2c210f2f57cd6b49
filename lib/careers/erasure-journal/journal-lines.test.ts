import { describe, expect, it } from 'vitest';
import { emptyReadJournal, journalLine, readJournalLines } from './journal-lines';

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
    expect(read).toEqual({
      applications: new Set(['app-1', 'app-2']),
      alerts: new Set(['alert-1']),
      mails: new Set(['mail-1']),
      unreadable: 0,
    });
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
      '',
      journalLine({ mails: ['mail-1'] }, AT).trimEnd(),
      '',
    ].join('\n');
    const read = emptyReadJournal();
    readJournalLines(Buffer.from(text), read);
    expect(read.unreadable).toBe(4);
    expect(read.applications.size).toBe(0);
    expect([...read.mails]).toEqual(['mail-1']);
  });
});
