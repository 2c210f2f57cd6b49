import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import { markStatusRound } from '@/lib/careers/status/status-round-mark';
import { readStatusUpdatesHealth } from './status-updates-health';

let database: SiteDatabase;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  const row = (
    name: string,
    status: ApplicationStatus,
    extra: Partial<typeof applications.$inferInsert> = {},
  ) => ({
    id: name.padEnd(22, 'x'),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@example.com` },
    candidateEmail: `${name}@example.com`,
    status,
    platformCandidateId: `candidate-${name}`,
    locale: 'en',
    jobTitle: 'Robot Tamer',
    ...extra,
  });
  await database.db
    .insert(applications)
    .values([
      row('followed', 'delivered'),
      row('interview', 'delivered', { toldStep: 'interview' }),
      row('ended', 'delivered', { toldStep: 'not_selected' }),
      row('stopped', 'delivered', { updatesStoppedAt: new Date() }),
      row('waiting', 'received', { platformCandidateId: null }),
      row('older', 'delivered', { locale: null, jobTitle: null }),
    ]);
});
afterAll(async () => {
  await database.close();
});

it('counts the applications followed and those stopped, and keeps the latest round whichever instance ran it', async () => {
  expect(await readStatusUpdatesHealth(database.db)).toEqual({ followed: 2, stopped: 1, lastRound: null });
  const at = new Date('2026-11-27T10:00:00Z');
  await markStatusRound(database.db, { at, checked: 12, mailed: 2, unreadable: 1 });
  // An instance whose round started earlier finishes later: it does not hide the newer one.
  await markStatusRound(database.db, {
    at: new Date(at.getTime() - 1),
    checked: 5,
    mailed: 0,
    unreadable: 5,
  });
  expect((await readStatusUpdatesHealth(database.db)).lastRound).toEqual({
    at,
    checked: 12,
    mailed: 2,
    unreadable: 1,
  });
});
