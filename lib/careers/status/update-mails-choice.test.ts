import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { StatusLinkSigner } from '../status-link';
import { recordingJournal } from '../test-support/recording-journal';
import { chooseUpdateMails } from './update-mails-choice';

let database: SiteDatabase;
// Application ids are 22 characters, as the site makes them.
const ADA = 'ada'.padEnd(22, 'x');
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const otherSigner = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const journal = recordingJournal();
const choose = (token: string, wanted: boolean) =>
  chooseUpdateMails({ db: database.db, signer, journal }, token, wanted);

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  await database.db.insert(applications).values({
    id: ADA,
    postingId: 'posting-robots',
    idempotencyKey: 'key-ada',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@candidate.example' },
    candidateEmail: 'ada@candidate.example',
    status: 'delivered',
  });
});
afterAll(() => database.close());

const stoppedAt = async () =>
  (
    await database.db
      .select({ at: applications.updatesStoppedAt })
      .from(applications)
      .where(eq(applications.id, ADA))
  )[0]!.at;

it('stops and starts the mails about an application, writing each change, and only a change, in the journal', async () => {
  const token = signer.sign(ADA);
  expect(await choose(token, false)).toBe('chosen');
  const first = await stoppedAt();
  expect(first).toBeInstanceOf(Date);
  // Stopping again keeps the first time, and there is nothing new to write down.
  expect(await choose(token, false)).toBe('chosen');
  expect(await stoppedAt()).toEqual(first);
  expect(await choose(token, true)).toBe('chosen');
  expect(await stoppedAt()).toBeNull();
  expect(await choose(token, true)).toBe('chosen');
  expect(journal.recorded).toEqual([{ updatesStopped: [ADA] }, { updatesResumed: [ADA] }]);
});

it('a link the site did not sign, or one of an application it no longer keeps, changes nothing', async () => {
  const before = journal.recorded.length;
  expect(await choose(otherSigner.sign(ADA), false)).toBe('not-found');
  expect(await choose(signer.sign('gone'.padEnd(22, 'x')), false)).toBe('not-found');
  expect(await stoppedAt()).toBeNull();
  expect(journal.recorded).toHaveLength(before);
});
