import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { randomId } from '@/lib/db/random-id';
import { applicationFiles, applications, outboundMail } from '@/lib/db/schema';
import { readSiteDatabaseEnv } from '@/lib/env';
import { enqueueApplication as enqueueOrLimit, type Stored, type Submission } from './outbox';

async function enqueueApplication(...args: Parameters<typeof enqueueOrLimit>): Promise<Stored> {
  const stored = await enqueueOrLimit(...args);
  if (stored.limited) throw new Error('unexpectedly limited');
  return stored;
}

const submission = (idempotencyKey: string): Submission => ({
  id: randomId(),
  postingId: 'posting-1',
  idempotencyKey,
  payload: { firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.com ' },
  tracking: { utm_source: 'newsletter' },
  channel: 'embed',
  files: [
    {
      kind: 'resume',
      fileName: 'cv.pdf',
      mimeType: 'application/pdf',
      base64: Buffer.from([37, 80, 68, 70, 0, 255]).toString('base64'),
    },
    {
      kind: 'avatar',
      fileName: 'me.png',
      mimeType: 'image/png',
      base64: Buffer.from([137, 80, 78, 71]).toString('base64'),
    },
  ],
  statusLinkKid: 'k1',
  leaseOwner: 'worker-test',
  leaseMs: 30_000,
  confirmation: {
    id: randomId(),
    to: 'ada@example.com',
    subject: 'Thanks',
    text: 'Hello',
    html: '<p>Hello</p>',
  },
});

/** The same checks against either backend. */
function enqueueBehaviour(open: () => Promise<SiteDatabase>) {
  let database: SiteDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  it('stores the application, its files byte for byte and its mail in one go, leased and counted', async () => {
    const sent = submission(randomUUID());
    const stored = await enqueueApplication(database.db, sent);
    expect(stored).toMatchObject({ id: sent.id, created: true, statusLinkKid: 'k1' });
    expect(stored.createdAt).toBeInstanceOf(Date);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row).toMatchObject({
      status: 'delivering',
      attempts: 1,
      leaseOwner: 'worker-test',
      candidateEmail: 'ada@example.com',
      tracking: { utm_source: 'newsletter' },
      channel: 'embed',
    });
    expect(row?.payload).toEqual(sent.payload);
    expect(row!.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
    const files = await database.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, sent.id));
    expect(files.map((file) => [file.kind, [...file.bytes]]).sort()).toEqual(
      sent.files.map((file) => [file.kind, [...Buffer.from(file.base64, 'base64')]]).sort(),
    );
    const mail = await database.db.select().from(outboundMail).where(eq(outboundMail.applicationId, sent.id));
    expect(mail).toEqual([
      expect.objectContaining({ id: sent.confirmation!.id, status: 'pending', htmlBody: '<p>Hello</p>' }),
    ]);
  });

  it('the same idempotency key again, even at once, stores nothing and answers the first', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      enqueueApplication(database.db, submission(key)),
      enqueueApplication(database.db, submission(key)),
    ]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.id).toBe(b.id);
    const rows = await database.db.select().from(applications).where(eq(applications.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const mail = await database.db.select().from(outboundMail).where(eq(outboundMail.applicationId, a.id));
    expect(mail).toHaveLength(1);
  });

  it('the per-address limit holds under concurrent submits: never more than the maximum stored', async () => {
    const email = `limit-${randomUUID()}@example.com`;
    const limited = (key: string): Submission => ({
      ...submission(key),
      payload: { firstName: 'Ada', lastName: 'Lovelace', email },
      limitPerAddress: { max: 3, windowMs: 86_400_000 },
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => enqueueOrLimit(database.db, limited(randomUUID()))),
    );
    expect(results.filter((result) => result.created)).toHaveLength(3);
    expect(results.filter((result) => result.limited)).toHaveLength(5);
    const rows = await database.db.select().from(applications).where(eq(applications.candidateEmail, email));
    expect(rows).toHaveLength(3);
  });
}

describe('the outbox on PGlite', () => enqueueBehaviour(() => openSiteDatabase({ dataDir: 'memory://' })));

const databaseUrl = readSiteDatabaseEnv().DATABASE_URL;
describe.skipIf(!databaseUrl)(
  'the outbox on Postgres at DATABASE_URL (skipped when DATABASE_URL is unset)',
  () => enqueueBehaviour(() => openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' })),
);
