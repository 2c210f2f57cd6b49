import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import { describeRepeated, NOTHING_REPEATED, readLastRepeat, recordLastRepeat } from './last-repeat';

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

it('names only what was done again, in the order the start does it', () => {
  expect(describeRepeated(NOTHING_REPEATED)).toBeNull();
  expect(describeRepeated({ ...NOTHING_REPEATED, mailsSent: 4, delivered: 1, applications: 2 })).toBe(
    '1 applications sent since, to be looked up on the platform before any resend, 4 mails sent since, not to be sent again, 2 applications deleted',
  );
});

it('keeps the last start that did anything, for the health page, and reads nothing it cannot trust', async () => {
  expect(await readLastRepeat(database.db)).toBeNull();
  await recordLastRepeat(
    database.db,
    { ...NOTHING_REPEATED, withdrawals: 2 },
    new Date(Date.UTC(2026, 10, 28, 0, 45)),
  );
  expect(await readLastRepeat(database.db)).toBe(
    'on 2026-11-28 00:45 UTC, a start brought the database up to date with it: 2 withdrawals asked or taken back',
  );
  for (const value of ['not json', '{"at":"2026-11-28T00:45:00.000Z","counts":{"withdrawals":-1}}']) {
    await database.db.update(meta).set({ value }).where(eq(meta.key, 'erasure_journal_last_repeat'));
    expect(await readLastRepeat(database.db)).toBeNull();
  }
});
