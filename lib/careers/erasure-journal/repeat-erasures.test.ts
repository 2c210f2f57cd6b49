import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseCandidateData } from '@/lib/admin/erase-candidate';
import { retryApplication } from '@/lib/admin/retry-application';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from '@/lib/db/connection';
import {
  alertSubscriptions,
  applicationDrafts,
  applications,
  outboundMail,
  type ApplicationStatus,
} from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { confirmAlert, deleteAlert, setAlertFrequency } from '../alerts/alert-store';
import { claimDueApplications, markDelivered } from '../delivery/lease';
import { deleteDraft } from '../drafts/draft-store';
import { claimDueMail, markMailSent } from '../mail/mail-outbox';
import { eraseApplicationWithId } from '../status/erasure';
import { chooseUpdateMailsWithId } from '../status/update-mails-choice';
import { askToWithdrawWithId, takeBackWithdrawalWithId } from '../status/withdrawal';
import { pgliteDirectory, postgresDatabase, type BackedUpDatabase } from '../test-support/site-backups';
import { openErasureJournal, type ErasureJournal } from './erasure-journal';
import { journalLine } from './journal-lines';
import { NOTHING_REPEATED, readLastRepeat } from './last-repeat';
import { repeatJournaledEntries, sitePathsForRepeating } from './repeat-erasures';

const STAFF = 'hr@acme.example';
const NOTHING_TO_DO = { ...NOTHING_REPEATED, unreadableLines: 0 };
const site = { name: 'Acme Robotics', url: 'https://careers.acme.example' };
const STAFF_MEMBER = { platformUserId: 'u-1', name: 'Ada Admin', email: 'ada.admin@acme.example' };

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'repeat-erasures-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const erasureDeps = (db: SiteDb, journal: ErasureJournal) => ({
  db,
  staff: [STAFF],
  site,
  mailQueued: () => {},
  journal,
});
/** As the site's start does it: through the status page's own paths, not journaled again. */
const repeat = (db: SiteDb, dir: string) =>
  repeatJournaledEntries({
    db,
    dir,
    ...sitePathsForRepeating({ db, staff: [STAFF], site, mailQueued: () => {} }),
  });

async function application(db: SiteDb, id: string, email: string, status: ApplicationStatus) {
  await db.insert(applications).values({
    id,
    postingId: 'posting-robots',
    idempotencyKey: `key-${id}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email },
    candidateEmail: email,
    status,
    platformCandidateId: status === 'delivered' ? `cand-${id}` : null,
    // Waiting for its next try, which is due.
    attempts: status === 'received' ? 2 : 0,
  });
}
const alert = (id: string, email: string, confirmed = false) => ({
  id,
  email,
  ownerKey: `owner-${id}`,
  search: { q: 'robots' },
  createdAt: new Date(),
  ...(confirmed ? { status: 'confirmed' as const, confirmedAt: new Date(), checkedUpTo: new Date() } : {}),
});
const draft = (id: string) => ({
  id,
  postingId: 'posting-robots',
  sealed: 'sealed answers',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 86_400_000),
});
const mail = (id: string, to: string, applicationId?: string) => ({
  id,
  toAddress: to,
  subject: 'Your application',
  textBody: 'Thank you',
  ...(applicationId ? { applicationId } : {}),
});

/**
 * Everything the site keeps: applications by id and where they stand, alerts by id and how they mail,
 * drafts and mails by id, and a staff mail (random id) by what it asks and the application it names.
 */
async function kept(db: SiteDb) {
  const mails = await db.select().from(outboundMail);
  const rows = await db.select().from(applications);
  return {
    applications: rows
      .map(
        (row) =>
          `${row.id} ${row.status}${row.withdrawalAskedAt ? ', withdrawal asked' : ''}${row.updatesStoppedAt ? ', no update mails' : ''}`,
      )
      .sort(),
    alerts: (await db.select().from(alertSubscriptions))
      .map((row) => `${row.id} ${row.status}${row.status === 'confirmed' ? ` ${row.frequency}` : ''}`)
      .sort(),
    drafts: (await db.select({ id: applicationDrafts.id }).from(applicationDrafts))
      .map((row) => row.id)
      .sort(),
    mails: mails
      .map((row) =>
        row.toAddress === STAFF
          ? `staff: ${row.subject.split('careers: ')[1]} (${/^ {2}- ([\w-]+), job/m.exec(row.textBody)?.[1]})`
          : `${row.id} ${row.status}`,
      )
      .sort(),
  };
}

const databaseUrl = readSiteDatabaseEnv().DATABASE_URL;
const stores: [string, (root: string) => BackedUpDatabase][] = [
  ['PGlite, its directory copied', pgliteDirectory],
];
if (databaseUrl)
  stores.push([
    'PostgreSQL at DATABASE_URL, pg_dump and pg_restore',
    (at) => postgresDatabase(databaseUrl, at, `careers_restore_${process.pid}`),
  ]);

describe.each(stores)(
  'a backup restored after candidates deleted their data, withdrew, or changed how they are mailed (%s)',
  (_store, backedUp) => {
    let store: BackedUpDatabase;
    let at: string;
    beforeAll(async () => {
      at = await mkdtemp(path.join(root, 'store-'));
      store = backedUp(at);
    });
    afterAll(() => store.dispose());

    it('has the deletions and choices made since it was taken done again at start, before anything is sent', async () => {
      const journalDir = path.join(at, 'site-erasures');

      const journal = openErasureJournal({ dir: journalDir, instance: 'web' });
      let database: SiteDatabase = await store.open();
      const { db: seeding } = database;
      await application(seeding, 'ada-waiting', 'ada@candidate.example', 'received');
      await application(seeding, 'ada-sent', 'ada@candidate.example', 'delivered');
      await application(seeding, 'bob-sent', 'bob@candidate.example', 'delivered');
      await application(seeding, 'cy-refused', 'cy@candidate.example', 'refused');
      await application(seeding, 'dee-waiting', 'dee@candidate.example', 'received');
      await application(seeding, 'eve-sent', 'eve@candidate.example', 'delivered');
      await application(seeding, 'fay-waiting', 'fay@candidate.example', 'received');
      await application(seeding, 'hal-refused', 'hal@candidate.example', 'refused');
      await seeding
        .insert(alertSubscriptions)
        .values([
          alert('ada-alert', 'ada@candidate.example'),
          alert('bob-alert', 'bob@candidate.example', true),
          alert('cy-alert', 'cy@candidate.example'),
          alert('dee-alert', 'dee@candidate.example'),
        ]);
      await seeding.insert(applicationDrafts).values([draft('ada-draft'), draft('bob-draft')]);
      await seeding
        .insert(outboundMail)
        .values([
          mail('ada-confirm', 'ada@candidate.example', 'ada-sent'),
          mail('cy-links', 'cy@candidate.example'),
          mail('bob-links', 'bob@candidate.example'),
        ]);
      // Eve asks to withdraw hers before the backup, and to have no more mails about it.
      expect(await askToWithdrawWithId(erasureDeps(seeding, journal), 'eve-sent')).toBe('asked');
      expect(await chooseUpdateMailsWithId({ db: seeding, journal }, 'eve-sent', false)).toBe('chosen');
      const before = await kept(seeding);
      // The backup, as the README has it, with the site stopped.
      await database.close();
      await store.backup();

      // Then, through the site's own paths: Ada deletes her two applications and her alert, and sends
      // the draft she had saved; staff erase everything of Cy's; Dee withdraws hers while it waits for a
      // retry and confirms her alert, weekly; Eve takes her withdrawal back and wants the mails again; Bob
      // stops the mails about his and has his alert mail as jobs open. Each is written down in the journal.
      database = await store.open();
      const deps = erasureDeps(database.db, journal);
      expect(await eraseApplicationWithId(deps, 'ada-waiting')).toEqual({
        status: 'erased',
        platformAsked: false,
      });
      expect(await eraseApplicationWithId(deps, 'ada-sent')).toEqual({
        status: 'erased',
        platformAsked: true,
      });
      expect(await deleteAlert({ db: database.db, journal }, 'ada-alert')).toBe(true);
      expect(
        await eraseCandidateData(
          { db: database.db, journal },
          'cy@candidate.example',
          new Date(),
          STAFF_MEMBER,
        ),
      ).toMatchObject({ status: 'erased', counts: { applications: 1, mails: 1, alerts: 1 } });
      expect(await askToWithdrawWithId(deps, 'dee-waiting')).toBe('asked');
      expect(await takeBackWithdrawalWithId(deps, 'eve-sent')).toBe('taken-back');
      expect(await deleteDraft(deps, 'ada-draft')).toBe(true);
      expect(await confirmAlert(deps, 'dee-alert', new Date(), 'weekly')).toMatchObject({
        status: 'confirmed',
      });
      expect(await chooseUpdateMailsWithId(deps, 'eve-sent', true)).toBe('chosen');
      expect(await chooseUpdateMailsWithId(deps, 'bob-sent', false)).toBe('chosen');
      expect(await setAlertFrequency(deps, 'bob-alert', 'owner-bob-alert', 'hourly')).toBe(true);
      // Staff retry Hal's, which the platform had refused. And the workers send what waited: Fay's and
      // Hal's applications (the only ones left to send) and every mail.
      expect(await retryApplication(database.db, 'hal-refused', STAFF_MEMBER)).toMatchObject({
        status: 'queued',
      });
      const sending = await claimDueApplications(database.db, 'worker-a', 60_000, 100);
      expect(sending.map((claimed) => claimed.id).sort()).toEqual(['fay-waiting', 'hal-refused']);
      for (const { id } of sending)
        await markDelivered({ db: database.db, journal }, id, 'worker-a', `cand-${id}`);
      // Fay then asks to withdraw it: staff are asked to record that on the platform.
      expect(await askToWithdrawWithId(deps, 'fay-waiting')).toBe('asked');
      for (const { id } of await claimDueMail(database.db, 'mailer-a', 60_000, 100))
        await markMailSent({ db: database.db, journal }, id, 'mailer-a');
      const afterDeleting = await kept(database.db);
      expect(afterDeleting).toEqual({
        applications: [
          'bob-sent delivered, no update mails',
          'dee-waiting withdrawn, withdrawal asked',
          'eve-sent delivered',
          'fay-waiting delivered, withdrawal asked',
          'hal-refused delivered',
        ],
        alerts: ['bob-alert confirmed hourly', 'dee-alert confirmed weekly'],
        drafts: ['bob-draft'],
        mails: [
          'bob-links sent',
          'staff: a candidate asked to have their data deleted (ada-sent)',
          'staff: a candidate asked to withdraw their application (dee-waiting)',
          'staff: a candidate asked to withdraw their application (eve-sent)',
          'staff: a candidate asked to withdraw their application (fay-waiting)',
          'staff: a candidate no longer wants to withdraw their application (eve-sent)',
        ],
      });
      await journal.close();
      await database.close();

      // The disk is lost; the backup is put back while the site is stopped. It holds them all again.
      await store.restore();
      database = await store.open();
      const { db } = database;
      expect(await kept(db)).toEqual(before);

      expect(await repeat(db, journalDir)).toEqual({
        applications: 3,
        alerts: 2,
        mails: 1,
        drafts: 1,
        withdrawals: 3,
        updateMails: 2,
        alertFrequencies: 2,
        delivered: 2,
        // Bob's, and the staff mail about Eve's request from before the backup.
        mailsSent: 2,
        unreadableLines: 0,
      });
      // As they were before the restore: staff are asked again about the platform's copy of Ada's and
      // told again of Dee's and Eve's requests (the mails they had went with the restore; these are yet
      // to be sent), neither Ada's nor Dee's waiting application is ever sent, each mails, or not, as its
      // candidate last chose, and no mail queued before the backup and sent since is sent twice. Fay's
      // and Hal's, sent since the backup, are looked up on the platform before any resend (the worker's
      // reconciling, delivery.http.test.ts); Fay's withdrawal is asked again as of one that may have
      // arrived, not stopped as one that never left.
      const afterRepeating = await kept(db);
      expect(afterRepeating).toEqual({
        ...afterDeleting,
        applications: afterDeleting.applications.map((row) =>
          row.startsWith('fay-waiting')
            ? 'fay-waiting outcome_unknown, withdrawal asked'
            : row.startsWith('hal-refused')
              ? 'hal-refused outcome_unknown'
              : row,
        ),
      });

      // The health page says so, by counts.
      const said = await readLastRepeat(db);
      expect(said).toMatch(
        /^on \d{4}-\d\d-\d\d \d\d:\d\d UTC, a start brought the database up to date with it: 2 applications sent since, .*, 3 applications deleted, 2 job alerts deleted, 1 mails deleted, 1 drafts deleted, 3 withdrawals asked or taken back, /,
      );

      // The next start has nothing more to read, and does nothing; the health page still has the last one.
      expect(await repeat(db, journalDir)).toEqual(NOTHING_TO_DO);
      expect(await kept(db)).toEqual(afterRepeating);
      expect(await readLastRepeat(db)).toBe(said);
      expect(
        (await claimDueApplications(db, 'worker-a', 60_000, 100)).sort((a, b) => a.id.localeCompare(b.id)),
      ).toEqual([
        { id: 'fay-waiting', reconcile: true },
        { id: 'hal-refused', reconcile: true },
      ]);
      await database.close();
    });
  },
);

describe('reading the journal', () => {
  let database: SiteDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await openSiteDatabase({ dataDir: 'memory://' });
    dir = path.join(root, 'reading');
  });
  afterAll(async () => {
    await database.close();
  });
  const line = (id: string) => journalLine({ applications: [id] }, new Date(Date.UTC(2026, 10, 27)));
  const present = async () =>
    (await database.db.select({ id: applications.id }).from(applications)).map((row) => row.id).sort();

  it('finds nothing to do when there is no journal yet', async () => {
    expect(await repeat(database.db, dir)).toEqual(NOTHING_TO_DO);
  });

  it('reads each file from where this database got to, a replaced file from its start, and whole lines only', async () => {
    const file = path.join(dir, '2026-11.web.jsonl');
    await mkdir(dir, { recursive: true });
    // A line written before this database was last brought up to date is not read again: `one` is
    // here now (in truth ids are never used twice; here it shows the line is skipped).
    await writeFile(file, line('one'));
    expect((await repeat(database.db, dir)).applications).toBe(0);
    await application(database.db, 'one', 'one@candidate.example', 'received');
    await application(database.db, 'two', 'two@candidate.example', 'received');
    expect((await repeat(database.db, dir)).applications).toBe(0);
    expect(await present()).toEqual(['one', 'two']);

    // Half a line (a crash while writing): not read, and read once it is whole.
    const two = line('two');
    await appendFile(file, two.slice(0, 25));
    expect(await repeat(database.db, dir)).toEqual(NOTHING_TO_DO);
    await appendFile(file, two.slice(25));
    expect((await repeat(database.db, dir)).applications).toBe(1);
    expect(await present()).toEqual(['one']);

    // The file replaced by a shorter one: read from its start.
    await writeFile(file, line('one'));
    expect((await repeat(database.db, dir)).applications).toBe(1);
    expect(await present()).toEqual([]);
  });

  it('runs every step though one fails, and keeps its mark, so the next start tries again', async () => {
    const own = path.join(root, 'failing');
    await mkdir(own, { recursive: true });
    await application(database.db, 'ivy-waiting', 'ivy@candidate.example', 'received');
    await database.db.insert(outboundMail).values(mail('ivy-mail', 'ivy@candidate.example'));
    await writeFile(
      // Its own instance's file: this database has read the other test's `web` file.
      path.join(own, '2026-11.other.jsonl'),
      journalLine(
        { applications: ['ivy-waiting'], mailsSent: ['ivy-mail'] },
        new Date(Date.UTC(2026, 10, 27)),
      ),
    );
    const failing = () =>
      repeatJournaledEntries({
        db: database.db,
        dir: own,
        eraseApplication: async () => {
          throw new Error('the database went away');
        },
        withdraw: async () => {},
        takeBackWithdrawal: async () => {},
      });
    await expect(failing()).rejects.toThrow('the database went away');
    // The mail was marked sent all the same.
    const [ivyMail] = await database.db.select().from(outboundMail).where(eq(outboundMail.id, 'ivy-mail'));
    expect(ivyMail!.status).toBe('sent');
    // Nothing was marked read: the next start reads the line again, and deletes what it names.
    expect(await repeat(database.db, own)).toMatchObject({ applications: 1, mailsSent: 0 });
    expect(await present()).not.toContain('ivy-waiting');
  });
});
