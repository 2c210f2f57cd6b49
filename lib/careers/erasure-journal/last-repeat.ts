import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SiteDb } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import { formatUtcMinute } from '@/lib/i18n/format-date';
import { parseJsonText } from '@/lib/json-text';

const count = z.number().int().min(0);
const countsSchema = z.object({
  applications: count,
  alerts: count,
  mails: count,
  drafts: count,
  withdrawals: count,
  updateMails: count,
  alertFrequencies: count,
  delivered: count,
  mailsSent: count,
});
/** What a start did again, by kind (repeat-erasures.ts): counts only, never which. */
export type RepeatedCounts = z.infer<typeof countsSchema>;

/** A start that found nothing to do again (a plain restart). */
export const NOTHING_REPEATED: RepeatedCounts = {
  delivered: 0,
  mailsSent: 0,
  applications: 0,
  alerts: 0,
  mails: 0,
  drafts: 0,
  withdrawals: 0,
  updateMails: 0,
  alertFrequencies: 0,
};

/** In the order the start does them. */
const WORDS: Record<keyof RepeatedCounts, string> = {
  delivered: 'applications sent since, to be looked up on the platform before any resend',
  mailsSent: 'mails sent since, not to be sent again',
  applications: 'applications deleted',
  alerts: 'job alerts deleted',
  mails: 'mails deleted',
  drafts: 'drafts deleted',
  withdrawals: 'withdrawals asked or taken back',
  updateMails: 'applications’ update mails stopped or started',
  alertFrequencies: 'job alerts confirmed or set to their frequency',
};

/** "1 applications sent since, …, 3 applications deleted", or null when the start did nothing again. */
export function describeRepeated(counts: RepeatedCounts): string | null {
  const said = (Object.keys(WORDS) as (keyof RepeatedCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${WORDS[kind]}`);
  return said.length > 0 ? said.join(', ') : null;
}

/** The database keeps the last start that did anything again: the health page shows a restore was taken care of. */
export const LAST_REPEAT_KEY = 'erasure_journal_last_repeat';

const lastRepeatSchema = z.object({ at: z.iso.datetime(), counts: countsSchema });

export async function recordLastRepeat(db: SiteDb, counts: RepeatedCounts, at: Date): Promise<void> {
  const value = JSON.stringify({ at: at.toISOString(), counts });
  await db
    .insert(meta)
    .values({ key: LAST_REPEAT_KEY, value })
    .onConflictDoUpdate({ target: meta.key, set: { value } });
}

/**
 * "on 2026-11-28 00:45 UTC, a start brought the database up to date with it: …", or null when none has
 * (or what is kept cannot be read).
 */
export async function readLastRepeat(db: SiteDb): Promise<string | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, LAST_REPEAT_KEY));
  if (!row) return null;
  const last = lastRepeatSchema.safeParse(parseJsonText(row.value));
  if (!last.success) return null;
  const said = describeRepeated(last.data.counts);
  return (
    said &&
    `on ${formatUtcMinute(new Date(last.data.at))}, a start brought the database up to date with it: ${said}`
  );
}
