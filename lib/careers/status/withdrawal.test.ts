import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applicationFiles, applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import { claimDueApplications, withdrawIfAsked } from '../delivery/lease';
import { queueStaffNotice } from '../delivery/staff-notice';
import { StatusLinkSigner } from '../status-link';
import { memoryCounter } from '../test-support/memory-counter';
import { recordingJournal } from '../test-support/recording-journal';
import { loadApplicationStatus } from './application-status';
import {
  askToWithdraw,
  askToWithdrawWithId,
  takeBackWithdrawal,
  WITHDRAWAL_CHANGES_PER_DAY,
  withdrawalChangesLeft,
  type WithdrawalDeps,
} from './withdrawal';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const otherSigner = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const staff = ['hr@acme.example', 'lead@acme.example'];
let queued = 0;
const counter = memoryCounter();
const journal = recordingJournal();
const deps = (overrides: Partial<WithdrawalDeps> = {}): WithdrawalDeps => ({
  db: database.db,
  signer,
  staff,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
  journal,
  counter,
  ...overrides,
});
const id = (name: string) => name.padEnd(22, 'x');

/** By default one being sent now: leased by a worker, as a fresh submission is. */
async function insert(name: string, status: ApplicationStatus = 'delivering') {
  await database.db.insert(applications).values({
    id: id(name),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@candidate.example` },
    candidateEmail: `${name}@candidate.example`,
    status,
    ...(status === 'delivering'
      ? { leaseOwner: 'worker-a', leaseUntil: new Date(Date.now() + 3_600_000) }
      : {}),
    createdAt: new Date('2026-11-20T10:30:00Z'),
  });
  await database.db.insert(applicationFiles).values({
    applicationId: id(name),
    kind: 'resume',
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    bytes: new Uint8Array([37, 80, 68, 70]),
  });
}
const row = async (name: string) =>
  (
    await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id(name)))
  )[0];
const fileCount = async (name: string) =>
  (
    await database.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id(name)))
  ).length;
const askedAt = async (name: string) =>
  (
    await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id(name)))
  )[0]?.withdrawalAskedAt;
const staffMail = () => database.db.select().from(outboundMail);
/** The status page's view. These applications are not delivered yet, so the platform is never asked. */
const view = (token: string) =>
  loadApplicationStatus(
    {
      db: database.db,
      signer,
      statusCache: undefined as never,
      fetchStatus: () => Promise.reject(new Error('not delivered: the platform is not asked')),
      listedJob: async () => ({ title: 'Robot Tamer' }),
      updateMailsSent: true,
    },
    token,
  );

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  for (const name of ['ada', 'bob', 'carol', 'dan']) await insert(name);
});
afterAll(async () => {
  await database.close();
});

describe('askToWithdraw', () => {
  it('records the request once and asks each staff address to record it on the platform, naming no candidate', async () => {
    const token = signer.sign(id('ada'));
    expect((await view(token))?.withdrawalAskedAt).toBeNull();
    expect(await askToWithdraw(deps(), token)).toBe('asked');
    expect(queued).toBe(1);
    const when = await askedAt('ada');
    expect(when).toBeInstanceOf(Date);
    expect((await view(token))?.withdrawalAskedAt).toBe(when!.toISOString());

    const mails = await staffMail();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(staff);
    const [mail] = mails;
    expect(mail!.subject).toBe('Acme Robotics careers: a candidate asked to withdraw their application');
    expect(mail!.textBody).toContain(`  - ${id('ada')}, job posting-robots, sent 2026-11-20 10:30 UTC`);
    expect(mail!.textBody).toContain(
      `https://careers.acme.example/admin/applications?q=${encodeURIComponent(id('ada'))}`,
    );
    // Ada's application is being sent: it goes on, and staff are told to record it once it has arrived.
    expect(mail!.textBody).toContain('It is on its way to the platform');
    expect((await row('ada'))?.status).toBe('delivering');
    expect(await fileCount('ada')).toBe(1);
    // Name and address stay in the console.
    expect(mail!.textBody).not.toMatch(/Ada|Lovelace|candidate\.example/);
    // Bob's application is untouched.
    expect(await askedAt('bob')).toBeNull();
    // Written down by id, so a restored backup does not undo it.
    expect(journal.recorded).toEqual([{ withdrawn: [id('ada')] }]);
  });

  it('asking again changes nothing and mails nobody', async () => {
    const token = signer.sign(id('ada'));
    const first = await askedAt('ada');
    const mailed = (await staffMail()).length;
    expect(await askToWithdraw(deps(), token)).toBe('already-asked');
    expect(await askToWithdraw(deps(), signer.sign(id('ada')))).toBe('already-asked');
    expect(await askedAt('ada')).toEqual(first);
    expect(await staffMail()).toHaveLength(mailed);
    expect(queued).toBe(1);
    expect(journal.recorded).toHaveLength(1);
  });

  it('two tabs asking at once record one request and one mail per address', async () => {
    const mailed = (await staffMail()).length;
    const token = signer.sign(id('carol'));
    const outcomes = await Promise.all([askToWithdraw(deps(), token), askToWithdraw(deps(), token)]);
    expect(outcomes.sort()).toEqual(['already-asked', 'asked']);
    expect(await staffMail()).toHaveLength(mailed + staff.length);
  });

  it('does nothing for a forged, altered or unknown link', async () => {
    const mailed = (await staffMail()).length;
    const genuine = signer.sign(id('bob'));
    expect(await askToWithdraw(deps(), otherSigner.sign(id('bob')))).toBe('not-found');
    expect(await askToWithdraw(deps(), `${genuine.slice(0, -2)}AA`)).toBe('not-found');
    expect(await askToWithdraw(deps(), 'not-a-token')).toBe('not-found');
    // Genuinely signed, but the application is gone (the retention purge deleted it).
    expect(await askToWithdraw(deps(), signer.sign(id('purged')))).toBe('not-found');
    expect(await askedAt('bob')).toBeNull();
    expect(await staffMail()).toHaveLength(mailed);
  });

  it('an application waiting for its next try is never sent: withdrawn at once, its files deleted', async () => {
    await insert('eve', 'received');
    const mailed = (await staffMail()).length;
    const token = signer.sign(id('eve'));
    expect(await askToWithdraw(deps(), token)).toBe('asked');
    expect((await row('eve'))?.status).toBe('withdrawn');
    expect(await fileCount('eve')).toBe(0);
    // The status page says so at once: the step is final, nobody has to record anything.
    expect(await view(token)).toMatchObject({ step: 'withdrawn', final: true, sent: false });
    const mails = (await staffMail()).slice(mailed);
    expect(mails).toHaveLength(staff.length);
    expect(mails[0]!.textBody).toContain('It had not reached the platform, and now never will');
    expect(mails[0]!.textBody).not.toContain('Please record');
    // No worker claims it, however long it waits, and the late-delivery notice does not name it.
    expect(
      (await claimDueApplications(database.db, 'worker-b', 60_000, 100)).map((due) => due.id),
    ).not.toContain(id('eve'));
    await queueStaffNotice({ db: database.db, to: staff, site: deps().site, mailQueued: () => {} });
    const notices = (await staffMail()).slice(mailed + staff.length);
    expect(notices.map((mail) => mail.textBody).join('\n')).not.toContain(id('eve'));
  });

  it.each(['outcome_unknown', 'refused'] as const)(
    'an application that may have arrived, or was refused (%s), keeps its delivery state',
    async (status) => {
      const name = `frank-${status}`;
      await insert(name, status);
      expect(await askToWithdraw(deps(), signer.sign(id(name)))).toBe('asked');
      expect((await row(name))?.status).toBe(status);
    },
  );

  it('without STAFF_NOTIFY_EMAIL the request is recorded for the console, and nothing is mailed', async () => {
    const mailed = (await staffMail()).length;
    const before = queued;
    expect(await askToWithdraw(deps({ staff: [] }), signer.sign(id('dan')))).toBe('asked');
    expect(await askedAt('dan')).toBeInstanceOf(Date);
    expect(await staffMail()).toHaveLength(mailed);
    expect(queued).toBe(before);
  });
});

describe('takeBackWithdrawal', () => {
  it('clears the request before staff record it: the application goes on, and staff are told, naming no candidate', async () => {
    await insert('gus', 'delivered');
    const token = signer.sign(id('gus'));
    expect(await askToWithdraw(deps(), token)).toBe('asked');
    const mailed = (await staffMail()).length;
    const before = queued;

    expect(await takeBackWithdrawal(deps(), token)).toBe('taken-back');
    expect(await askedAt('gus')).toBeNull();
    expect((await view(token))?.withdrawalAskedAt).toBeNull();
    expect(queued).toBe(before + 1);
    const mails = (await staffMail()).slice(mailed);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(staff);
    expect(mails[0]!.subject).toBe(
      'Acme Robotics careers: a candidate no longer wants to withdraw their application',
    );
    expect(mails[0]!.textBody).toContain(`  - ${id('gus')}, job posting-robots, sent 2026-11-20 10:30 UTC`);
    expect(mails[0]!.textBody).toContain('If you have not recorded the withdrawal on the platform yet');
    expect(journal.recorded.slice(-2)).toEqual([
      { withdrawn: [id('gus')] },
      { withdrawalTakenBack: [id('gus')] },
    ]);
    expect(mails[0]!.textBody).not.toMatch(/Ada|Lovelace|candidate\.example/);

    // Taking it back again changes nothing and mails nobody; asking again asks anew.
    expect(await takeBackWithdrawal(deps(), token)).toBe('not-asked');
    expect(await staffMail()).toHaveLength(mailed + staff.length);
    expect(await askToWithdraw(deps(), token)).toBe('asked');
  });

  it('one being sent is not stopped once the request is taken back; one stopped first stays withdrawn', async () => {
    await insert('hal');
    await insert('ivy');
    for (const name of ['hal', 'ivy']) await askToWithdraw(deps(), signer.sign(id(name)));

    // Hal takes it back before the worker's next step: the worker finds nothing to stop.
    expect(await takeBackWithdrawal(deps(), signer.sign(id('hal')))).toBe('taken-back');
    expect(await withdrawIfAsked(database.db, id('hal'), 'worker-a')).toBe(false);
    expect((await row('hal'))?.status).toBe('delivering');

    // Ivy's send failed unprocessed and the worker stopped it first: too late, nothing changes.
    expect(await withdrawIfAsked(database.db, id('ivy'), 'worker-a')).toBe(true);
    const mailed = (await staffMail()).length;
    expect(await takeBackWithdrawal(deps(), signer.sign(id('ivy')))).toBe('too-late');
    expect((await row('ivy'))?.status).toBe('withdrawn');
    expect(await askedAt('ivy')).toBeInstanceOf(Date);
    expect(await staffMail()).toHaveLength(mailed);
  });

  it('refuses a request changed too often in a day: no more staff mail, nothing changes; a restore still repeats it', async () => {
    await insert('flip');
    const token = signer.sign(id('flip'));
    for (let change = 0; change < WITHDRAWAL_CHANGES_PER_DAY; change += 2) {
      expect(await askToWithdraw(deps(), token)).toBe('asked');
      expect(await takeBackWithdrawal(deps(), token)).toBe('taken-back');
    }
    expect(await withdrawalChangesLeft(counter, id('flip'))).toBe(0);
    const mailed = (await staffMail()).length;
    expect(await askToWithdraw(deps(), token)).toBe('limited');
    expect(await takeBackWithdrawal(deps(), token)).toBe('limited');
    expect(await askedAt('flip')).toBeNull();
    expect(await staffMail()).toHaveLength(mailed);
    // The journal's repeat after a restore is what was done, not a candidate's new request: no limit.
    expect(await askToWithdrawWithId(deps(), id('flip'))).toBe('asked');
  });

  it('does not count asking twice as two changes', async () => {
    await insert('twice');
    const token = signer.sign(id('twice'));
    expect(await askToWithdraw(deps(), token)).toBe('asked');
    expect(await askToWithdraw(deps(), token)).toBe('already-asked');
    expect(await withdrawalChangesLeft(counter, id('twice'))).toBe(WITHDRAWAL_CHANGES_PER_DAY - 1);
  });

  it('does nothing for a forged or unknown link', async () => {
    const mailed = (await staffMail()).length;
    expect(await takeBackWithdrawal(deps(), otherSigner.sign(id('ada')))).toBe('not-found');
    expect(await takeBackWithdrawal(deps(), signer.sign(id('purged')))).toBe('not-found');
    expect(await takeBackWithdrawal(deps(), 'not-a-token')).toBe('not-found');
    expect(await askedAt('ada')).toBeInstanceOf(Date);
    expect(await staffMail()).toHaveLength(mailed);
  });
});
