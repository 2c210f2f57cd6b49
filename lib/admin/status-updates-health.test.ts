import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';
import { markStatusEvent, markSubscription } from '@/lib/careers/status/status-events-mark';
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
  expect(await readStatusUpdatesHealth(database.db, { events: false })).toEqual({
    followed: 2,
    stopped: 1,
    lastRound: null,
    events: null,
  });
  const at = new Date('2026-11-27T10:00:00Z');
  await markStatusRound(database.db, { at, checked: 12, mailed: 2, unreadable: 1 });
  // An instance whose round started earlier finishes later: it does not hide the newer one.
  await markStatusRound(database.db, {
    at: new Date(at.getTime() - 1),
    checked: 5,
    mailed: 0,
    unreadable: 5,
  });
  expect((await readStatusUpdatesHealth(database.db, { events: false })).lastRound).toEqual({
    at,
    checked: 12,
    mailed: 2,
    unreadable: 1,
  });
});

it('with status events, reads the last look at the subscription and the last event, the latest winning', async () => {
  expect((await readStatusUpdatesHealth(database.db, { events: true })).events).toEqual({
    kept: null,
    lastEvent: null,
  });
  const at = new Date('2026-11-27T11:00:00Z');
  await markSubscription(database.db, at, 'failed:unauthorized');
  await markSubscription(database.db, new Date(at.getTime() - 1), 'active');
  await markStatusEvent(database.db, at);
  expect((await readStatusUpdatesHealth(database.db, { events: true })).events).toEqual({
    kept: { at, outcome: 'failed:unauthorized' },
    lastEvent: at,
  });
});
