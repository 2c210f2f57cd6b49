import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import {
  alertSubscriptions,
  applicationFiles,
  applications,
  outboundMail,
  staffActivity,
  type ApplicationStatus,
} from '@/lib/db/schema';
import { recordingJournal } from '@/lib/careers/test-support/recording-journal';
import { eraseCandidateData, eraseEmailSchema } from './erase-candidate';

const NOW = new Date(Date.UTC(2026, 10, 26, 9));
const STAFF = { platformUserId: 'u-1', name: 'Ada Admin', email: 'ada.admin@acme.example' };
const logged = async () =>
  (await database.db.select().from(staffActivity).orderBy(staffActivity.id)).map(
    ({ platformUserId, action, subject, detail }) => ({ platformUserId, action, subject, detail }),
  );
let database: SiteDatabase;
const journal = recordingJournal();

const application = (id: string, email: string, status: ApplicationStatus, leaseUntil?: Date) => ({
  id,
  postingId: 'posting-1',
  idempotencyKey: `key-${id}`,
  status,
  payload: { firstName: 'Ada', lastName: 'Lovelace', email },
  candidateEmail: email,
  ...(leaseUntil ? { leaseOwner: 'worker-1', leaseUntil } : {}),
});
const mail = (id: string, to: string, applicationId?: string) => ({
  id,
  toAddress: to,
  subject: 'Your application',
  textBody: 'Hello',
  ...(applicationId ? { applicationId } : {}),
});
const alert = (id: string, email: string) => ({
  id,
  email,
  ownerKey: `owner-${email}`,
  search: {},
  status: 'confirmed' as const,
  createdAt: NOW,
});

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  const { db } = database;
  await db
    .insert(applications)
    .values([
      application('ada-1', 'Ada@Example.com', 'delivered'),
      application('ada-2', 'ada@example.com', 'refused'),
      application('grace-1', 'grace@example.com', 'delivered'),
      application('busy-1', 'busy@example.com', 'delivering', new Date(NOW.getTime() + 60_000)),
    ]);
  await db.insert(applicationFiles).values({
    applicationId: 'ada-2',
    kind: 'resume',
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF'),
  });
  await db
    .insert(outboundMail)
    .values([
      mail('m-1', 'ada@example.com', 'ada-1'),
      mail('m-2', 'ADA@example.com'),
      mail('m-3', 'grace@example.com'),
    ]);
  await db
    .insert(alertSubscriptions)
    .values([alert('al-1', 'ada@example.com'), alert('al-2', 'grace@example.com')]);
});
afterAll(async () => {
  await database.close();
});

it('deletes every application, file, mail and alert of one address, whatever its case, and nothing else', async () => {
  const { db } = database;
  expect(await eraseCandidateData({ db, journal }, ' ADA@example.com ', NOW, STAFF)).toEqual({
    status: 'erased',
    counts: { applications: 2, mails: 2, alerts: 1 },
  });
  expect((await db.select().from(applications)).map((row) => row.id).sort()).toEqual(['busy-1', 'grace-1']);
  expect(await db.select().from(applicationFiles)).toEqual([]);
  expect((await db.select().from(outboundMail)).map((row) => row.id)).toEqual(['m-3']);
  expect((await db.select().from(alertSubscriptions)).map((row) => row.id)).toEqual(['al-2']);
  // Written down by id, so a restored backup has it all deleted again.
  expect(journal.recorded).toEqual([
    { applications: expect.arrayContaining(['ada-1', 'ada-2']), alerts: ['al-1'], mails: expect.any(Array) },
  ]);
  expect(journal.recorded[0]!.mails!.sort()).toEqual(['m-1', 'm-2']);
  // The log names who erased and how much, and nothing of the address.
  expect(await logged()).toEqual([
    {
      platformUserId: 'u-1',
      action: 'erased_candidate',
      subject: null,
      detail: '2 applications, 2 emails and 1 job alert',
    },
  ]);
  expect(JSON.stringify(await db.select().from(staffActivity))).not.toMatch(/ada@example|Lovelace/i);
  // Asked again: nothing is left to delete.
  expect(await eraseCandidateData({ db, journal }, 'ada@example.com', NOW, STAFF)).toEqual({
    status: 'erased',
    counts: { applications: 0, mails: 0, alerts: 0 },
  });
});

it('deletes nothing while an application of theirs is being sent, and all of it once the lease has lapsed', async () => {
  const { db } = database;
  const linesBefore = (await logged()).length;
  expect(await eraseCandidateData({ db, journal }, 'busy@example.com', NOW, STAFF)).toEqual({
    status: 'in_flight',
  });
  expect((await db.select().from(applications)).map((row) => row.id)).toContain('busy-1');
  // Nothing was erased, so nothing is logged as erased.
  expect(await logged()).toHaveLength(linesBefore);
  const later = new Date(NOW.getTime() + 120_000);
  expect(await eraseCandidateData({ db, journal }, 'busy@example.com', later, STAFF)).toMatchObject({
    status: 'erased',
    counts: { applications: 1 },
  });
});

it('takes every address the apply form takes, so each can be erased, and refuses what it refuses', () => {
  for (const address of ['josé@example.com', 'a!b@example.com', 'user@exämple.de', 'first.last.@example.com'])
    expect(eraseEmailSchema.safeParse(address).success, address).toBe(true);
  for (const address of ['not an address', 'name@localhost', `${'a'.repeat(250)}@example.com`])
    expect(eraseEmailSchema.safeParse(address).success, address).toBe(false);
});
