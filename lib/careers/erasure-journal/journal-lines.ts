import { z } from 'zod';
import { alertFrequencies, type AlertFrequency } from '../alerts/alert-frequency';
import { parseJsonText } from '@/lib/json-text';

/**
 * What a restored backup must not undo, by row id only: the ids are random, so the
 * journal names nobody once the rows are gone. Rows deleted because a candidate asked (or staff on their
 * behalf): applications take their details, answers, files and mails with them; alerts their mails;
 * `mails` are the other mails to an address that went too; `drafts` are "finish later" copies the
 * candidate used or started over from. And the choices whose later word stands: an application withdrawn
 * or its withdrawal taken back, the mails about it stopped or started again, and a job alert confirmed at
 * a frequency (on its confirm page or its manage page). And what went out that must not go twice:
 * applications `delivered` to the platform (a restored one waiting for its next try is looked up there
 * before any resend) and `mailsSent`.
 */
export type JournalEntry = {
  applications?: string[];
  alerts?: string[];
  mails?: string[];
  drafts?: string[];
  withdrawn?: string[];
  withdrawalTakenBack?: string[];
  updatesStopped?: string[];
  updatesResumed?: string[];
  alertFrequency?: Record<string, AlertFrequency>;
  delivered?: string[];
  mailsSent?: string[];
};

/** The lists whose ids only ever say one thing: gone, or gone out. */
const once = ['applications', 'alerts', 'mails', 'drafts', 'delivered', 'mailsSent'] as const;
/** The lists whose ids each say one of a choice's two words, with the word they say. */
const choices = [
  ['withdrawn', 'withdrawals', true],
  ['withdrawalTakenBack', 'withdrawals', false],
  ['updatesStopped', 'updateMails', false],
  ['updatesResumed', 'updateMails', true],
] as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idList = z.array(z.string().regex(ID)).optional();
const lineSchema = z.object({
  at: z.iso.datetime(),
  applications: idList,
  alerts: idList,
  mails: idList,
  drafts: idList,
  withdrawn: idList,
  withdrawalTakenBack: idList,
  updatesStopped: idList,
  updatesResumed: idList,
  alertFrequency: z.record(z.string().regex(ID), z.enum(alertFrequencies)).optional(),
  delivered: idList,
  mailsSent: idList,
});

/** The ids of rows a statement deleted (`returning({ id })`), as the journal takes them. */
export const rowIds = (rows: { id: string }[]) => rows.map((row) => row.id);

const namesAny = (ids: string[] | Record<string, unknown> | undefined) =>
  ids !== undefined && Object.keys(ids).length > 0;

export const isEmptyEntry = (entry: JournalEntry) => !Object.values(entry).some(namesAny);

/** One line of the journal: JSON, ending with a newline, only the lists that have ids. */
export function journalLine(entry: JournalEntry, at: Date): string {
  const named = Object.entries(entry).filter(([, ids]) => namesAny(ids));
  return `${JSON.stringify({ at: at.toISOString(), ...Object.fromEntries(named) })}\n`;
}

/** A choice's latest word on each row, and when it was said. */
export type LastWords<T> = Map<string, { at: number; word: T }>;

/** What a stretch of journal says: every id it names, and how many lines could not be read. */
export type ReadJournal = {
  applications: Set<string>;
  alerts: Set<string>;
  mails: Set<string>;
  drafts: Set<string>;
  /** Each application's last word on withdrawing: withdrawn (true) or taken back (false). */
  withdrawals: LastWords<boolean>;
  /** Each application's last word on the mails about it: wanted (true) or stopped (false). */
  updateMails: LastWords<boolean>;
  /** Each confirmed alert's last chosen frequency. */
  alertFrequencies: LastWords<AlertFrequency>;
  delivered: Set<string>;
  mailsSent: Set<string>;
  unreadable: number;
};

export const emptyReadJournal = (): ReadJournal => ({
  applications: new Set(),
  alerts: new Set(),
  mails: new Set(),
  drafts: new Set(),
  withdrawals: new Map(),
  updateMails: new Map(),
  alertFrequencies: new Map(),
  delivered: new Set(),
  mailsSent: new Set(),
  unreadable: 0,
});

/** Keeps the later of two words on a row (the earlier one read second changes nothing). */
function keepLatest<T>(words: LastWords<T>, id: string, at: number, word: T) {
  const known = words.get(id);
  if (!known || known.at <= at) words.set(id, { at, word });
}

/**
 * Adds the lines in `bytes` to `into`. Only whole lines count (a crash can leave half of the last one):
 * answers how many bytes they took, so the next read starts after them. Files of several instances are
 * read one after another, so a choice's words (a withdrawal and its taking back) are ordered by their
 * times, not by where they were read.
 */
export function readJournalLines(bytes: Buffer, into: ReadJournal): number {
  const end = bytes.lastIndexOf(0x0a) + 1;
  for (const line of bytes.toString('utf8', 0, end).split('\n')) {
    if (line.trim() === '') continue;
    const parsed = lineSchema.safeParse(parseJsonText(line));
    if (!parsed.success) {
      into.unreadable += 1;
      continue;
    }
    const { at, ...named } = parsed.data;
    const time = Date.parse(at);
    for (const list of once) for (const id of named[list] ?? []) into[list].add(id);
    for (const [list, choice, word] of choices)
      for (const id of named[list] ?? []) keepLatest(into[choice], id, time, word);
    for (const [id, frequency] of Object.entries(named.alertFrequency ?? {}))
      keepLatest(into.alertFrequencies, id, time, frequency);
  }
  return end;
}
