import { readdir, open } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { alertSubscriptions, applicationDrafts, applications, meta, outboundMail } from '@/lib/db/schema';
import { confirmAlert } from '../alerts/alert-store';
import { eraseApplicationWithId, type ErasureDeps } from '../status/erasure';
import { chooseUpdateMailsWithId } from '../status/update-mails-choice';
import { askToWithdrawWithId, takeBackWithdrawalWithId } from '../status/withdrawal';
import { NO_ERASURE_JOURNAL } from './erasure-journal';
import { sentMail } from '../mail/mail-outbox';
import { describeRepeated, recordLastRepeat, type RepeatedCounts } from './last-repeat';
import { emptyReadJournal, readJournalLines, type LastWords, type ReadJournal } from './journal-lines';

/** The database remembers how far into each journal file it has been brought, so a start reads only what is new. */
export const READ_UP_TO_KEY = 'erasure_journal_read';

/** Enough ids per statement that no list is too long for one query. */
const CHUNK = 1_000;

export type RepeatErasureDeps = {
  db: SiteDb;
  dir: string;
  /** Deletes an application as its candidate's delete button does (erasure.ts), without journaling it again. */
  eraseApplication: (id: string) => Promise<unknown>;
  /** Asks to withdraw it, or takes that back, as its status page does (withdrawal.ts), likewise. */
  withdraw: (id: string) => Promise<unknown>;
  takeBackWithdrawal: (id: string) => Promise<unknown>;
};

/**
 * The site's own paths for what repeating does: the delete button's and the withdraw page's, none of
 * them writing to the journal again (each request is in it already).
 */
export function sitePathsForRepeating(
  deps: Omit<ErasureDeps, 'signer' | 'journal'>,
): Omit<RepeatErasureDeps, 'db' | 'dir'> {
  const unjournaled = { ...deps, journal: NO_ERASURE_JOURNAL };
  return {
    eraseApplication: (id) => eraseApplicationWithId(unjournaled, id),
    withdraw: (id) => askToWithdrawWithId(unjournaled, id),
    takeBackWithdrawal: (id) => takeBackWithdrawalWithId(unjournaled, id),
  };
}

/** What repeating found still there, and did again (counts by kind), and the lines it could not read. */
export type RepeatedErasures = RepeatedCounts & { unreadableLines: number };

/**
 * Brings the database up to date with the journal at start-up, before anything is sent. After a plain
 * restart there is nothing to do; after a restore, it is what happened since the backup was taken. The
 * database keeps how far it has read each file, and a restored database kept an older mark, so it reads
 * from there; a file shorter than its mark (replaced) is read from its start, and doing again what was
 * done already changes nothing.
 * - An application sent since, and waiting here for its next try (or refused here), is looked up on the
 *   platform before any resend (the worker's own reconciling). A mail sent since that waits here is
 *   marked sent.
 * - Every row the journal names as deleted that is still here is deleted again. Applications go through
 *   the delete button's own path (staff are asked about the platform's copy again; one whose send is
 *   unsettled is stopped and goes once it settles).
 * - Each choice the journal has the last word on is set as that word says, through the site's own paths:
 *   a withdrawal asked (one waiting for its next try is then never sent) or taken back, the mails about
 *   an application stopped or wanted, an alert confirmed at its frequency.
 */
export async function repeatJournaledEntries(deps: RepeatErasureDeps): Promise<RepeatedErasures> {
  const readUpTo = await readMark(deps.db);
  const found = emptyReadJournal();
  const nextMark: Record<string, number> = {};
  for (const name of await journalFiles(deps.dir)) {
    const from = readUpTo[name] ?? 0;
    nextMark[name] = await readFileFrom(path.join(deps.dir, name), from, found);
  }
  // Each step on its own, in this order: one that fails (a database error) does not keep the others
  // from running, and the mark moves on only when all did, so the next start tries them again (each is
  // harmless twice). What went out since comes first: a deletion or a withdrawal of an application that
  // reached the platform must go the way of one that may have arrived (staff asked about the platform's
  // copy), not of one that never left; and no mail that went must wait for the rest.
  const failures: unknown[] = [];
  const step = async (run: () => Promise<number>) => {
    try {
      return await run();
    } catch (error) {
      failures.push(error);
      return 0;
    }
  };
  const { db } = deps;
  const counts: RepeatedCounts = {
    delivered: await step(() => inChunks(found.delivered, lookUpBeforeResending(db))),
    mailsSent: await step(() => inChunks(found.mailsSent, markSentAgain(db))),
    applications: await step(() => eraseApplicationsAgain(deps, found)),
    alerts: await step(() => inChunks(found.alerts, deleteRowsOf(db, alertSubscriptions))),
    mails: await step(() => inChunks(found.mails, deleteRowsOf(db, outboundMail))),
    drafts: await step(() => inChunks(found.drafts, deleteRowsOf(db, applicationDrafts))),
    withdrawals: await step(() => withdrawAgain(deps, found)),
    updateMails: await step(() => chooseUpdateMailsAgain(db, found)),
    alertFrequencies: await step(() => confirmAlertsAgain(db, found)),
  };
  if (describeRepeated(counts)) await recordLastRepeat(db, counts, new Date());
  if (failures.length > 0) throw failures[0];
  await db
    .insert(meta)
    .values({ key: READ_UP_TO_KEY, value: JSON.stringify(nextMark) })
    .onConflictDoUpdate({ target: meta.key, set: { value: JSON.stringify(nextMark) } });
  return { ...counts, unreadableLines: found.unreadable };
}

async function journalFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Reads a file's whole lines from byte `from` (from its start if it is now shorter); answers where they end. */
async function readFileFrom(file: string, from: number, into: ReadJournal): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const start = from <= size ? from : 0;
    const bytes = Buffer.alloc(size - start);
    // A read may return less than asked: what it left is read at the next start.
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
    return start + readJournalLines(bytes.subarray(0, bytesRead), into);
  } finally {
    await handle.close();
  }
}

async function readMark(db: SiteDb): Promise<Record<string, number>> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, READ_UP_TO_KEY));
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isSafeInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Applications deleted since, through the delete button's own path. */
const eraseApplicationsAgain = ({ db, eraseApplication }: RepeatErasureDeps, found: ReadJournal) =>
  inChunks(found.applications, async (ids) => {
    // One already asked to go once its send settles is on its way (asked-erasures.ts).
    const still = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(inArray(applications.id, ids), isNull(applications.erasureAskedAt)));
    for (const { id } of still) await eraseApplication(id);
    return still.length;
  });

/** Deletes a table's rows by id; answers how many were still there. */
const deleteRowsOf =
  (db: SiteDb, table: typeof alertSubscriptions | typeof outboundMail | typeof applicationDrafts) =>
  async (ids: string[]) =>
    (await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id })).length;

/**
 * Applications the journal has as delivered that wait for their next try, or that the platform had refused
 * before staff retried them: their outcome is unknown to this database, so the delivery worker looks each
 * up on the platform (and records it there) before sending.
 */
const lookUpBeforeResending = (db: SiteDb) => async (ids: string[]) =>
  (
    await db
      .update(applications)
      .set({ status: 'outcome_unknown', nextAttemptAt: sql`now()` })
      .where(and(inArray(applications.id, ids), inArray(applications.status, ['received', 'refused'])))
      .returning({ id: applications.id })
  ).length;

/** Mails the journal has as sent that wait to be sent: sent, as far as the outbox is concerned. */
const markSentAgain = (db: SiteDb) => async (ids: string[]) =>
  (
    await db
      .update(outboundMail)
      .set(sentMail())
      .where(and(inArray(outboundMail.id, ids), ne(outboundMail.status, 'sent')))
      .returning({ id: outboundMail.id })
  ).length;

/** Withdrawals whose last word the database does not have: asked and not recorded, or taken back and still asked. */
const withdrawAgain = (deps: RepeatErasureDeps, found: ReadJournal) =>
  sayLastWordsAgain(
    found.withdrawals,
    (ids) =>
      deps.db
        .select({ id: applications.id, askedAt: applications.withdrawalAskedAt })
        .from(applications)
        .where(and(inArray(applications.id, ids), ne(applications.status, 'withdrawn'))),
    (row, withdrawn) => withdrawn === (row.askedAt !== null),
    (row, { word: withdrawn }) => (withdrawn ? deps.withdraw(row.id) : deps.takeBackWithdrawal(row.id)),
  );

/** Mails about an application stopped, or wanted, where the database says otherwise. */
const chooseUpdateMailsAgain = (db: SiteDb, found: ReadJournal) =>
  sayLastWordsAgain(
    found.updateMails,
    (ids) =>
      db
        .select({ id: applications.id, stoppedAt: applications.updatesStoppedAt })
        .from(applications)
        .where(inArray(applications.id, ids)),
    (row, wanted) => wanted === (row.stoppedAt === null),
    (row, { word: wanted }) => chooseUpdateMailsWithId({ db, journal: NO_ERASURE_JOURNAL }, row.id, wanted),
  );

/**
 * Alerts the journal has confirmed at a frequency that the database has unconfirmed (they would be
 * forgotten a week on) or at another frequency: confirmed again, as of when the candidate did it, so the
 * jobs opened since are news to them.
 */
const confirmAlertsAgain = (db: SiteDb, found: ReadJournal) =>
  sayLastWordsAgain(
    found.alertFrequencies,
    (ids) =>
      db
        .select({
          id: alertSubscriptions.id,
          status: alertSubscriptions.status,
          frequency: alertSubscriptions.frequency,
        })
        .from(alertSubscriptions)
        .where(inArray(alertSubscriptions.id, ids)),
    (row, frequency) => row.status === 'confirmed' && row.frequency === frequency,
    (row, last) => confirmAlert({ db, journal: NO_ERASURE_JOURNAL }, row.id, new Date(last.at), last.word),
  );

/**
 * For each row still here whose state disagrees with the journal's last word on it, says that word again
 * through `say`; answers how many.
 */
async function sayLastWordsAgain<Word, Row extends { id: string }>(
  words: LastWords<Word>,
  load: (ids: string[]) => Promise<Row[]>,
  agrees: (row: Row, word: Word) => boolean,
  say: (row: Row, last: { at: number; word: Word }) => Promise<unknown>,
): Promise<number> {
  return inChunks(new Set(words.keys()), async (chunk) => {
    let said = 0;
    for (const row of await load(chunk)) {
      const last = words.get(row.id)!;
      if (agrees(row, last.word)) continue;
      await say(row, last);
      said += 1;
    }
    return said;
  });
}

/** Runs `step` over the ids a chunk at a time; answers the sum of what it answers. */
async function inChunks(ids: Set<string>, step: (chunk: string[]) => Promise<number>): Promise<number> {
  const all = [...ids];
  let total = 0;
  for (let at = 0; at < all.length; at += CHUNK) total += await step(all.slice(at, at + CHUNK));
  return total;
}
