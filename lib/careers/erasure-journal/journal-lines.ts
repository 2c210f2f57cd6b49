import { z } from 'zod';

/**
 * Rows deleted because a candidate asked (or staff on their behalf), by id only: the ids are random, so
 * the journal names nobody once the rows are gone. Applications take their details, answers, files and
 * mails with them; alerts their mails; `mails` are the other mails to an address that went too.
 */
export type JournaledErasure = { applications?: string[]; alerts?: string[]; mails?: string[] };

const rowId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const lineSchema = z.object({
  at: z.iso.datetime(),
  applications: z.array(rowId).optional(),
  alerts: z.array(rowId).optional(),
  mails: z.array(rowId).optional(),
});

export const isEmptyErasure = (erasure: JournaledErasure) =>
  !erasure.applications?.length && !erasure.alerts?.length && !erasure.mails?.length;

/** One line of the journal: JSON, ending with a newline, only the lists that have ids. */
export function journalLine(erasure: JournaledErasure, at: Date): string {
  const lists = Object.entries(erasure).filter(([, ids]) => ids && ids.length > 0);
  return `${JSON.stringify({ at: at.toISOString(), ...Object.fromEntries(lists) })}\n`;
}

/** What a stretch of journal says: every id it names, and how many lines could not be read. */
export type ReadJournal = {
  applications: Set<string>;
  alerts: Set<string>;
  mails: Set<string>;
  unreadable: number;
};

export const emptyReadJournal = (): ReadJournal => ({
  applications: new Set(),
  alerts: new Set(),
  mails: new Set(),
  unreadable: 0,
});

/**
 * Adds the lines in `bytes` to `into`. Only whole lines count (a crash can leave half of the last one):
 * answers how many bytes they took, so the next read starts after them.
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
    for (const list of ['applications', 'alerts', 'mails'] as const)
      for (const id of parsed.data[list] ?? []) into[list].add(id);
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
