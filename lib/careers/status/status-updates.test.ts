import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, outboundMail, type ApplicationStatus } from '@/lib/db/schema';
import type { CandidateStatus } from '@/lib/platform/contract';
import { StatusLinkSigner } from '../status-link';
import { checkStatusUpdates, isNews, type StatusUpdateDeps } from './status-updates';

let database: SiteDatabase;
const signer = new StatusLinkSigner([{ id: 'k1', secret: randomBytes(32) }]);
const HOUR = 3_600_000;
let clock = Date.parse('2026-11-27T09:00:00Z');
/** The platform as the check sees it: a candidate's status, or a failure to read it. */
const onPlatform = new Map<string, CandidateStatus | Error>();
let asked: string[] = [];
let queued = 0;
const deps = (overrides: Partial<StatusUpdateDeps> = {}): StatusUpdateDeps => ({
  db: database.db,
  signer,
  site: { name: 'Acme Robotics', url: 'https://careers.acme.example' },
  fetchStatus: async (_postingId, candidateId) => {
    asked.push(candidateId);
    const status = onPlatform.get(candidateId) ?? 'NEW';
    if (status instanceof Error) throw status;
    return status;
  },
  recheckMs: 3 * HOUR,
  now: () => clock,
  mailQueued: () => queued++,
  ...overrides,
});
const id = (name: string) => name.padEnd(22, 'x');

type Row = {
  status?: ApplicationStatus;
  locale?: string | null;
  updatesStoppedAt?: Date;
  erasureAskedAt?: Date;
};
async function insert(name: string, row: Row = {}) {
  await database.db.insert(applications).values({
    id: id(name),
    postingId: 'posting-robots',
    idempotencyKey: `key-${name}`,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${name}@Candidate.example` },
    candidateEmail: `${name}@candidate.example`,
    status: row.status ?? 'delivered',
    platformCandidateId: `candidate-${name}`,
    locale: row.locale === undefined ? 'en' : row.locale,
    jobTitle: 'Robot Tamer',
    updatesStoppedAt: row.updatesStoppedAt,
    erasureAskedAt: row.erasureAskedAt,
    createdAt: new Date('2026-11-20T10:30:00Z'),
  });
}
const mailsTo = async (name: string) =>
  database.db
    .select()
    .from(outboundMail)
    .where(eq(outboundMail.toAddress, `${name}@Candidate.example`));
const told = async (name: string) =>
  (
    await database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id(name)))
  )[0]?.toldStep;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outboundMail);
  await database.db.delete(applications);
  onPlatform.clear();
  asked = [];
  queued = 0;
  clock += 24 * HOUR;
});

describe('isNews', () => {
  it('is a later step or an end, never the same step or one back', () => {
    expect(isNews('sent', 'in_review')).toBe(true);
    expect(isNews('in_review', 'interview')).toBe(true);
    expect(isNews('interview', 'not_selected')).toBe(true);
    expect(isNews('sent', 'hired')).toBe(true);
    expect(isNews('sent', 'sent')).toBe(false);
    expect(isNews('interview', 'in_review')).toBe(false);
    expect(isNews('offer', 'interview')).toBe(false);
  });
});

describe('checkStatusUpdates', () => {
  it('mails the candidate once when the application moves on, in their language, naming the job', async () => {
    await insert('ada', { locale: 'de' });
    expect(await checkStatusUpdates(deps())).toEqual({ checked: 1, mailed: 0, unreadable: 0 });
    expect(await mailsTo('ada')).toEqual([]);

    onPlatform.set('candidate-ada', 'INTERVIEW');
    clock += 3 * HOUR;
    expect(await checkStatusUpdates(deps())).toEqual({ checked: 1, mailed: 1, unreadable: 0 });
    expect(queued).toBe(1);
    const [mail] = await mailsTo('ada');
    expect(mail!.subject).toBe('Neuigkeiten zu Ihrer Bewerbung als Robot Tamer');
    expect(mail!.textBody).toContain('Guten Tag Ada,');
    expect(mail!.textBody).toContain('ist in die Phase der Vorstellungsgespräche gelangt');
    expect(mail!.textBody).toContain('vom 20. November 2026');
    const token = signer.sign(id('ada'));
    expect(mail!.textBody).toContain(`https://careers.acme.example/de/applications/${token}\n`);
    expect(mail!.textBody).toContain(`https://careers.acme.example/de/applications/${token}/emails`);
    expect(mail!.htmlBody).toContain('<html lang="de" dir="ltr">');
    expect(mail!.applicationId).toBe(id('ada'));
    expect(mail!.listUnsubscribeUrl).toBe(`https://careers.acme.example/api/applications/${token}/emails`);
    expect(await told('ada')).toBe('interview');

    // Nothing new: no second mail.
    clock += 3 * HOUR;
    expect((await checkStatusUpdates(deps())).mailed).toBe(0);
    expect(await mailsTo('ada')).toHaveLength(1);
  });

  it('asks about one application at most once per recheck interval', async () => {
    await insert('bob');
    await checkStatusUpdates(deps());
    clock += 3 * HOUR - 1;
    expect(await checkStatusUpdates(deps())).toEqual({ checked: 0, mailed: 0, unreadable: 0 });
    clock += 1;
    expect((await checkStatusUpdates(deps())).checked).toBe(1);
    expect(asked).toEqual(['candidate-bob', 'candidate-bob']);
  });

  it('does not mail a step back, and stops asking once the application has ended', async () => {
    await insert('carol');
    onPlatform.set('candidate-carol', 'INTERVIEW');
    await checkStatusUpdates(deps());
    // The platform's internal states read as "in review": one back from the interview they heard of.
    onPlatform.set('candidate-carol', 'TRANSFERRED');
    clock += 3 * HOUR;
    expect((await checkStatusUpdates(deps())).mailed).toBe(0);
    expect(await told('carol')).toBe('interview');

    onPlatform.set('candidate-carol', 'REJECTED');
    clock += 3 * HOUR;
    expect((await checkStatusUpdates(deps())).mailed).toBe(1);
    const mails = await mailsTo('carol');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'News about your application for Robot Tamer',
      'News about your application for Robot Tamer',
    ]);
    expect(mails.some((mail) => mail.textBody.includes('decided not to go further'))).toBe(true);

    clock += 3 * HOUR;
    asked = [];
    expect((await checkStatusUpdates(deps())).checked).toBe(0);
    expect(asked).toEqual([]);
  });

  it('leaves out stopped, erased, undelivered and older applications, and never mails them', async () => {
    const when = new Date(clock);
    await insert('stopped', { updatesStoppedAt: when });
    await insert('erasing', { erasureAskedAt: when });
    await insert('waiting', { status: 'received' });
    await insert('refused', { status: 'refused' });
    await insert('before', { locale: null });
    for (const name of ['stopped', 'erasing', 'waiting', 'refused', 'before'])
      onPlatform.set(`candidate-${name}`, 'OFFER');
    expect(await checkStatusUpdates(deps())).toEqual({ checked: 0, mailed: 0, unreadable: 0 });
    expect(asked).toEqual([]);
    expect(await database.db.select().from(outboundMail)).toEqual([]);
  });

  it('asks again next time when the platform cannot answer', async () => {
    await insert('dan');
    onPlatform.set('candidate-dan', new Error('429'));
    expect(await checkStatusUpdates(deps())).toEqual({ checked: 1, mailed: 0, unreadable: 1 });
    onPlatform.set('candidate-dan', 'OFFER');
    clock += 3 * HOUR;
    expect((await checkStatusUpdates(deps())).mailed).toBe(1);
    expect(await told('dan')).toBe('offer');
  });

  it('tells a candidate once when two instances check at the same moment', async () => {
    await insert('eve');
    onPlatform.set('candidate-eve', 'HIRE');
    const results = await Promise.all([checkStatusUpdates(deps()), checkStatusUpdates(deps())]);
    expect(results.map((result) => result.mailed).sort()).toEqual([0, 1]);
    expect(await mailsTo('eve')).toHaveLength(1);
  });

  it('sends nothing when the candidate stops the mails while the platform is asked', async () => {
    await insert('fay');
    onPlatform.set('candidate-fay', 'OFFER');
    const stopping = deps({
      fetchStatus: async () => {
        await database.db
          .update(applications)
          .set({ updatesStoppedAt: new Date(clock) })
          .where(eq(applications.id, id('fay')));
        return 'OFFER';
      },
    });
    expect((await checkStatusUpdates(stopping)).mailed).toBe(0);
    expect(await mailsTo('fay')).toEqual([]);
  });
});
