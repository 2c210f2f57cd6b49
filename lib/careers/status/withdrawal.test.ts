import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, outboundMail } from '@/lib/db/schema';
import { StatusLinkSigner } from '../status-link';
import { loadApplicationStatus } from './application-status';
import { askToWithdraw, type WithdrawalDeps } from './withdrawal';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const otherSigner = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const staff = ['hr@acme.example', 'lead@acme.example'];
let queued = 0;
const deps = (overrides: Partial<WithdrawalDeps> = {}): WithdrawalDeps => ({
  db: database.db,
  signer,
  staff,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  mailQueued: () => queued++,
  ...overrides,
});
const id = (name: string) => name.padEnd(22, 'x');

async function insert(name: string) {
  await database.db.insert(applications).values({
    id: id(name),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@candidate.example` },
    candidateEmail: `${name}@candidate.example`,
    createdAt: new Date('2026-11-20T10:30:00Z'),
  });
}
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
      jobTitle: async () => 'Robot Tamer',
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
    // Ada's application has not reached the platform yet: staff are told to record it once it has.
    expect(mail!.textBody).toContain('It has not reached the platform yet');
    // Name and address stay in the console.
    expect(mail!.textBody).not.toMatch(/Ada|Lovelace|candidate\.example/);
    // Bob's application is untouched.
    expect(await askedAt('bob')).toBeNull();
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

  it('without STAFF_NOTIFY_EMAIL the request is recorded for the console, and nothing is mailed', async () => {
    const mailed = (await staffMail()).length;
    const before = queued;
    expect(await askToWithdraw(deps({ staff: [] }), signer.sign(id('dan')))).toBe('asked');
    expect(await askedAt('dan')).toBeInstanceOf(Date);
    expect(await staffMail()).toHaveLength(mailed);
    expect(queued).toBe(before);
  });
});
