import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applicationFiles, applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import { claimDueApplications } from '../delivery/lease';
import { StatusLinkSigner } from '../status-link';
import { eraseApplication, type ErasureDeps } from './erasure';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const otherSigner = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const staff = ['hr@acme.example'];
let queued = 0;
const deps = (overrides: Partial<ErasureDeps> = {}): ErasureDeps => ({
  db: database.db,
  signer,
  staff,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
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
    'one whose send is under way or unsettled (%s) is kept, all of it, until it settles',
    async (status) => {
      const name = `eve-${status}`;
      await insert(name, status, {
        leaseOwner: 'worker-a',
        leaseUntil: new Date(Date.now() + 60_000),
      });
      expect(await eraseApplication(deps(), token(name))).toEqual({ status: 'settling' });
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
