import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applicationFiles, applications, outboundMail } from '@/lib/db/schema';
import { StatusLinkSigner } from '../status-link';
import { applicationCopy } from './application-copy';

const signer = new StatusLinkSigner([{ id: 'k1', secret: Buffer.alloc(32, 7) }]);
const site = { name: 'Acme careers', url: 'https://careers.acme.example' };
const NOW = new Date(Date.UTC(2026, 10, 27, 12));
const ours = randomId();
const other = randomId();
let database: SiteDatabase;

beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
  const { db } = database;
  const application = (id: string, postingId: string) => ({
    id,
    postingId,
    idempotencyKey: `key-${id}`,
    status: 'delivered' as const,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', answers: [] },
    candidateEmail: 'ada@example.com',
    tracking: { utm_source: 'linkedin' },
    channel: 'site' as const,
    leaseOwner: 'worker-secret-name',
    lastError: 'an internal note',
    locale: 'de',
    jobTitle: 'Ingenieurin',
    createdAt: new Date(Date.UTC(2026, 10, 20, 9)),
    deliveredAt: new Date(Date.UTC(2026, 10, 20, 9, 1)),
  });
  await db.insert(applications).values([application(ours, 'posting-1'), application(other, 'posting-2')]);
  await db.insert(applicationFiles).values({
    applicationId: ours,
    kind: 'resume',
    fileName: 'cv.pdf',
    mimeType: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.7 twelve'),
  });
  await db.insert(outboundMail).values([
    {
      id: 'm-ours',
      toAddress: 'ada@example.com',
      subject: 'Wir haben Ihre Bewerbung',
      textBody: 'Hallo Ada',
      applicationId: ours,
    },
    {
      id: 'm-other',
      toAddress: 'ada@example.com',
      subject: 'Another job',
      textBody: 'Hello',
      applicationId: other,
    },
  ]);
});
afterAll(async () => {
  await database.close();
});

describe("a candidate's copy of what the site keeps", () => {
  it('holds the details as sent, where it stands, the files kept and the emails about this application', async () => {
    const copy = await applicationCopy({ db: database.db, signer, site }, signer.sign(ours), NOW);
    expect(copy).toMatchObject({
      madeAt: '2026-11-27T12:00:00.000Z',
      site,
      application: {
        reference: ours,
        job: { id: 'posting-1', title: 'Ingenieurin' },
        sentAt: '2026-11-20T09:00:00.000Z',
        language: 'de',
        sentFrom: 'site',
        campaign: { utm_source: 'linkedin' },
        stateOnThisSite: 'delivered',
        passedOnAt: '2026-11-20T09:01:00.000Z',
        withdrawalAskedAt: null,
        deletionAskedAt: null,
        emailsAsItMoves: 'on',
      },
      details: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      files: [{ kind: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: 15 }],
      emails: [
        { to: 'ada@example.com', subject: 'Wir haben Ihre Bewerbung', text: 'Hallo Ada', sentAt: null },
      ],
    });
    // Not the other application's mail, nor the site's own workings, nor the file's bytes.
    const text = JSON.stringify(copy);
    expect(text).not.toMatch(/Another job|worker-secret-name|an internal note|key-|%PDF/);
  });

  it('answers nothing for a link that is not genuine, or whose application is gone', async () => {
    const deps = { db: database.db, signer, site };
    expect(await applicationCopy(deps, `${signer.sign(ours)}x`, NOW)).toBeNull();
    expect(await applicationCopy(deps, signer.sign(randomId()), NOW)).toBeNull();
    const otherKey = new StatusLinkSigner([{ id: 'k1', secret: Buffer.alloc(32, 8) }]);
    expect(await applicationCopy(deps, otherKey.sign(ours), NOW)).toBeNull();
  });
});
