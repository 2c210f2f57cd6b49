import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applicationFiles, applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import {
  ASKED_ERASURE_RETRY_MS,
  claimDueApplications,
  markDelivered,
  markRefused,
  markRetry,
  recordAttempt,
  withdrawIfAsked,
} from '../delivery/lease';
import { StatusLinkSigner } from '../status-link';
import { NO_ERASURE_JOURNAL } from '../erasure-journal/erasure-journal';
import { recordingJournal } from '../test-support/recording-journal';
import { eraseAskedOnceSettled } from './asked-erasures';
import { eraseApplication, erasureSubjectOf, type ErasureDeps } from './erasure';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const otherSigner = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const staff = ['hr@acme.example'];
let queued = 0;
const journal = recordingJournal();
const journaled = (name: string) =>
  journal.recorded.filter((erasure) => erasure.applications?.includes(id(name))).length;
const deps = (overrides: Partial<ErasureDeps> = {}): ErasureDeps => ({
  db: database.db,
  signer,
  staff,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
  journal,
  ...overrides,
});
const id = (name: string) => name.padEnd(22, 'x');
const token = (name: string) => signer.sign(id(name));

async function insert(name: string, status: ApplicationStatus, extra: Record<string, unknown> = {}) {
  await database.db.insert(applications).values({
    id: id(name),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@candidate.example` },
    candidateEmail: `${name}@candidate.example`,
    status,
    createdAt: new Date('2026-11-20T10:30:00Z'),
    ...extra,
  });
  await database.db.insert(applicationFiles).values({
    applicationId: id(name),
    kind: 'resume',
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    bytes: new Uint8Array([37, 80, 68, 70]),
  });
  // Its confirmation mail, which goes with it.
  await database.db.insert(outboundMail).values({
    id: randomId(),
    applicationId: id(name),
    toAddress: `${name}@candidate.example`,
    subject: 'Your application',
    textBody: 'Thank you, Ada',
  });
}
const kept = async (name: string) =>
  (
    await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id(name)))
  ).length +
  (
    await database.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id(name)))
  ).length +
  (
    await database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.applicationId, id(name)))
  ).length;
const rowOf = async (name: string) => {
  const [row] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, id(name)));
  if (!row) throw new Error(`${name} is not kept`);
  return row;
};
const staffMail = async () =>
  (await database.db.select().from(outboundMail)).filter((mail) => mail.toAddress === staff[0]);

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('eraseApplication', () => {
  it('one that reached the platform: the site’s copy goes at once, and staff are asked by ids to delete theirs', async () => {
    await insert('ada', 'delivered', { platformCandidateId: 'cand-42' });
    await insert('bob', 'delivered', { platformCandidateId: 'cand-43' });
    expect(await kept('ada')).toBe(3);
    expect(await eraseApplication(deps(), token('ada'))).toEqual({ status: 'erased', platformAsked: true });
    expect(await kept('ada')).toBe(0);
    expect(queued).toBe(1);
    // Written down by id alone, so a restored backup has it deleted again.
    expect(journal.recorded.at(-1)).toEqual({ applications: [id('ada')] });
    const [mail] = await staffMail();
    expect(mail!.subject).toBe('Acme Robotics careers: a candidate asked to have their data deleted');
    expect(mail!.textBody).toContain(`  - ${id('ada')}, job posting-robots, sent 2026-11-20 10:30 UTC`);
    expect(mail!.textBody).toContain('Please delete candidate cand-42 there too');
    expect(mail!.textBody).not.toMatch(/Ada|Lovelace|candidate\.example/);
    // The staff mail is not the application's: it stays to be sent.
    expect(mail!.applicationId).toBeNull();
    // Bob's is untouched; asking again for Ada's finds nothing.
    expect(await kept('bob')).toBe(3);
    expect(await eraseApplication(deps(), token('ada'))).toEqual({ status: 'not-found' });
    expect(await staffMail()).toHaveLength(1);
    expect(journaled('ada')).toBe(1);
    expect(journaled('bob')).toBe(0);
  });

  it('one still waiting to be sent is never sent, and there is nothing for staff to delete', async () => {
    await insert('carol', 'received');
    const mailed = (await staffMail()).length;
    expect(await eraseApplication(deps(), token('carol'))).toEqual({
      status: 'erased',
      platformAsked: false,
    });
    expect(await kept('carol')).toBe(0);
    expect(
      (await claimDueApplications(database.db, 'worker-b', 60_000, 100)).map((due) => due.id),
    ).not.toContain(id('carol'));
    expect(await staffMail()).toHaveLength(mailed);
  });

  it.each(['refused', 'withdrawn'] as const)(
    'one that is not on the platform (%s) just goes',
    async (status) => {
      await insert(`dan-${status}`, status);
      const mailed = (await staffMail()).length;
      expect(await eraseApplication(deps(), token(`dan-${status}`))).toEqual({
        status: 'erased',
        platformAsked: false,
      });
      expect(await kept(`dan-${status}`)).toBe(0);
      expect(await staffMail()).toHaveLength(mailed);
    },
  );

  it.each(['delivering', 'outcome_unknown'] as const)(
    'one whose send is under way or unsettled (%s) is kept until it settles; the ask is recorded once',
    async (status) => {
      const name = `eve-${status}`;
      const later = new Date(Date.now() + 3_600_000);
      await insert(name, status, {
        leaseOwner: 'worker-a',
        leaseUntil: new Date(Date.now() + 60_000),
        nextAttemptAt: later,
      });
      expect(await eraseApplication(deps(), token(name))).toEqual({ status: 'asked' });
      expect(await kept(name)).toBe(3);
      const asked = await rowOf(name);
      expect(asked.erasureAskedAt).toBeInstanceOf(Date);
      // An unknown outcome is looked up at once rather than at its next try, an hour away.
      expect(asked.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await erasureSubjectOf(deps(), token(name))).toEqual({
        where: 'asked',
        postingId: 'posting-robots',
        submittedAt: '2026-11-20T10:30:00.000Z',
      });
      // Asking again changes nothing.
      expect(await eraseApplication(deps(), token(name))).toEqual({ status: 'asked' });
      expect((await rowOf(name)).erasureAskedAt).toEqual(asked.erasureAskedAt);
      // The ask is written down once: a restore that lost it asks again.
      expect(journaled(name)).toBe(1);
      // Nothing is deleted while it settles.
      expect(await eraseAskedOnceSettled(deps())).toBe(0);
      expect(await kept(name)).toBe(3);
    },
  );

  it('without STAFF_NOTIFY_EMAIL the site’s copy goes, and the candidate is told no one was asked', async () => {
    await insert('fay', 'delivered', { platformCandidateId: 'cand-44' });
    const before = queued;
    expect(await eraseApplication(deps({ staff: [] }), token('fay'))).toEqual({
      status: 'erased',
      platformAsked: false,
    });
    expect(await kept('fay')).toBe(0);
    expect(queued).toBe(before);
  });

  it('does nothing for a forged, altered or unknown link', async () => {
    const genuine = token('bob');
    for (const forged of [otherSigner.sign(id('bob')), `${genuine.slice(0, -2)}AA`, 'not-a-token'])
      expect(await eraseApplication(deps(), forged)).toEqual({ status: 'not-found' });
    expect(await kept('bob')).toBe(3);
  });
});

describe('a deletion asked while the send settles', () => {
  /** Leased by worker-a and under way, with the candidate's ask recorded. */
  async function askedMidSend(name: string) {
    await insert(name, 'delivering', { leaseOwner: 'worker-a', leaseUntil: new Date(Date.now() + 60_000) });
    expect(await eraseApplication(deps(), token(name))).toEqual({ status: 'asked' });
  }

  it('arrived after all: deleted at the next sweep, and staff are asked by ids to delete the platform’s copy', async () => {
    await askedMidSend('gus');
    const [mailed, before] = [(await staffMail()).length, queued];
    await markDelivered({ db: database.db, journal: NO_ERASURE_JOURNAL }, id('gus'), 'worker-a', 'cand-77');
    expect(await eraseAskedOnceSettled(deps())).toBe(1);
    expect(await kept('gus')).toBe(0);
    const mails = await staffMail();
    expect(mails).toHaveLength(mailed + 1);
    expect(mails.at(-1)!.textBody).toContain('Please delete candidate cand-77 there too');
    expect(mails.at(-1)!.textBody).not.toMatch(/Ada|Lovelace|candidate\.example/);
    expect(queued).toBe(before + 1);
  });

  it('not sent again: the worker stops it before its next send, and the sweep deletes it with no staff mail', async () => {
    await askedMidSend('hal');
    const mailed = (await staffMail()).length;
    // The send failed unprocessed: waiting again, then claimed for its next try.
    await markRetry(database.db, id('hal'), 'worker-a', 0, 'The platform cannot be reached', false);
    const claimed = await claimDueApplications(database.db, 'worker-b', 60_000, 100);
    expect(claimed.map((due) => due.id)).toContain(id('hal'));
    expect(await recordAttempt(database.db, id('hal'), 'worker-b')).toBe(false);
    expect(await withdrawIfAsked(database.db, id('hal'), 'worker-b')).toBe(true);
    expect((await rowOf('hal')).status).toBe('withdrawn');
    expect(await eraseAskedOnceSettled(deps())).toBe(1);
    expect(await kept('hal')).toBe(0);
    expect(await staffMail()).toHaveLength(mailed);
  });

  it.each([
    ['refused by the platform', (name: string) => markRefused(database.db, id(name), 'worker-a', 'rejected')],
    [
      'waiting again after a send that never arrived',
      (name: string) => markRetry(database.db, id(name), 'worker-a', 60_000, 'unavailable', false),
    ],
  ])('%s: deleted at the next sweep, with nothing for staff', async (_case, settle) => {
    const name = `ivy-${_case.length}`;
    await askedMidSend(name);
    const mailed = (await staffMail()).length;
    await settle(name);
    expect(await eraseAskedOnceSettled(deps())).toBe(1);
    expect(await kept(name)).toBe(0);
    expect(await staffMail()).toHaveLength(mailed);
  });

  it('unsettled again after a failed send: looked up again within seconds, not at its grown backoff', async () => {
    await askedMidSend('lea');
    await insert('max', 'delivering', { leaseOwner: 'worker-a', leaseUntil: new Date(Date.now() + 60_000) });
    const hour = 3_600_000;
    for (const name of ['lea', 'max'])
      await markRetry(database.db, id(name), 'worker-a', hour, 'The answer was lost', true);
    const wait = async (name: string) => (await rowOf(name)).nextAttemptAt.getTime() - Date.now();
    expect(await wait('lea')).toBeLessThanOrEqual(ASKED_ERASURE_RETRY_MS);
    expect(await wait('max')).toBeGreaterThan(hour - 60_000);
  });

  it('two instances sweeping at once delete it once and mail staff once', async () => {
    await askedMidSend('jon');
    const mailed = (await staffMail()).length;
    await markDelivered({ db: database.db, journal: NO_ERASURE_JOURNAL }, id('jon'), 'worker-a', 'cand-78');
    const swept = await Promise.all([eraseAskedOnceSettled(deps()), eraseAskedOnceSettled(deps())]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await kept('jon')).toBe(0);
    expect(await staffMail()).toHaveLength(mailed + 1);
  });

  it('an application nobody asked to delete is left alone when it settles', async () => {
    await insert('kim', 'delivering', { leaseOwner: 'worker-a', leaseUntil: new Date(Date.now() + 60_000) });
    await markDelivered({ db: database.db, journal: NO_ERASURE_JOURNAL }, id('kim'), 'worker-a', 'cand-79');
    expect(await eraseAskedOnceSettled(deps())).toBe(0);
    expect((await rowOf('kim')).status).toBe('delivered');
  });
});
