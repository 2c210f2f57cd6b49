import { z } from 'zod';

/**
 * What candidates asked that a restored backup must not undo, by row id only: the ids are random, so the
 * journal names nobody once the rows are gone. Rows deleted because a candidate asked (or staff on their
 * behalf): applications take their details, answers, files and mails with them; alerts their mails;
 * `mails` are the other mails to an address that went too. And applications a candidate withdrew, or
 * whose withdrawal they took back: the later of the two stands.
 */
export type JournaledErasure = {
  applications?: string[];
  alerts?: string[];
  mails?: string[];
  withdrawn?: string[];
  withdrawalTakenBack?: string[];
};

const lists = ['applications', 'alerts', 'mails', 'withdrawn', 'withdrawalTakenBack'] as const;

const idList = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).optional();
const lineSchema = z.object({
  at: z.iso.datetime(),
  applications: idList,
  alerts: idList,
  mails: idList,
  withdrawn: idList,
  withdrawalTakenBack: idList,
});

/** The ids of rows a statement deleted (`returning({ id })`), as the journal takes them. */
export const rowIds = (rows: { id: string }[]) => rows.map((row) => row.id);

export const isEmptyErasure = (erasure: JournaledErasure) => lists.every((list) => !erasure[list]?.length);

/** One line of the journal: JSON, ending with a newline, only the lists that have ids. */
export function journalLine(erasure: JournaledErasure, at: Date): string {
  const named = Object.entries(erasure).filter(([, ids]) => ids && ids.length > 0);
  return `${JSON.stringify({ at: at.toISOString(), ...Object.fromEntries(named) })}\n`;
}

/** What a stretch of journal says: every id it names, and how many lines could not be read. */
export type ReadJournal = {
  applications: Set<string>;
  alerts: Set<string>;
  mails: Set<string>;
  /** Each application's last word on withdrawing: withdrawn (true) or taken back (false), and when. */
  withdrawals: Map<string, { at: number; withdrawn: boolean }>;
  unreadable: number;
};

export const emptyReadJournal = (): ReadJournal => ({
  applications: new Set(),
  alerts: new Set(),
  mails: new Set(),
  withdrawals: new Map(),
  unreadable: 0,
});

/**
 * Adds the lines in `bytes` to `into`. Only whole lines count (a crash can leave half of the last one):
 * answers how many bytes they took, so the next read starts after them. Files of several instances are
 * read one after another, so a withdrawal and its taking back are ordered by their times, not by where
 * they were read.
 */
export function readJournalLines(bytes: Buffer, into: ReadJournal): number {
  const end = bytes.lastIndexOf(0x0a) + 1;
  for (const line of bytes.toString('utf8', 0, end).split('\n')) {
    if (line.trim() === '') continue;
    const parsed = lineSchema.safeParse(parseJson(line));
    if (!parsed.success) {
      into.unreadable += 1;
      continue;
    }
    const { at, ...named } = parsed.data;
    for (const list of ['applications', 'alerts', 'mails'] as const)
      for (const id of named[list] ?? []) into[list].add(id);
    for (const [list, withdrawn] of [
      ['withdrawn', true],
      ['withdrawalTakenBack', false],
    ] as const)
      for (const id of named[list] ?? []) {
        const known = into.withdrawals.get(id);
        if (!known || known.at <= Date.parse(at)) into.withdrawals.set(id, { at: Date.parse(at), withdrawn });
      }
  }
  return end;
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
