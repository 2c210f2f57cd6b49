import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteDatabaseEnv } from '../env';
import { openSiteDatabase, type SiteDatabase, type SiteDb } from './connection';
import { randomId } from './random-id';
import { applicationFiles, applications, meta, outboundMail, type NewApplication } from './schema';

const LEASE_MS = 30_000;

function newApplication(postingId: string, overrides: Partial<NewApplication> = {}): NewApplication {
  return {
    id: randomId(),
    postingId,
    idempotencyKey: randomId(),
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    candidateEmail: 'ada@example.com',
    ...overrides,
  };
}

/** Leases up to `limit` due applications to `owner`; concurrent claimers skip each other's rows. */
async function claimDue(db: SiteDb, owner: string, postingId: string, now: Date, limit: number) {
  const leaseFree = or(isNull(applications.leaseUntil), lt(applications.leaseUntil, now));
  const due = db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.postingId, postingId),
        inArray(applications.status, ['received', 'outcome_unknown', 'delivering']),
        lte(applications.nextAttemptAt, now),
        leaseFree,
      ),
    )
    .orderBy(asc(applications.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(applications)
    .set({
      status: 'delivering',
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${applications.attempts} + 1`,
    })
    .where(and(inArray(applications.id, due), leaseFree))
    .returning({ id: applications.id });
  return claimed.map((row) => row.id);
}

/** The same checks against any backend; each run works under its own posting id. */
function outboxBehaviour(open: () => Promise<SiteDatabase>) {
  let database: SiteDatabase;
  const postingId = `posting-${randomId()}`;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    if (!database) return;
    await database.db.delete(applications).where(eq(applications.postingId, postingId));
    await database.close();
  });

  it('has every table after the migrations', async () => {
    const { db } = database;
    for (const table of [applications, applicationFiles, outboundMail, meta]) {
      await expect(db.select().from(table).limit(1)).resolves.toBeInstanceOf(Array);
    }
  });

  it('stores an application with its files and mail in one transaction, and reads them back', async () => {
    const { db } = database;
    const application = newApplication(postingId, { nextAttemptAt: new Date('2030-01-02T03:04:05.678Z') });
    const resume = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await db.transaction(async (tx) => {
      await tx.insert(applications).values(application);
      await tx.insert(applicationFiles).values([
        {
          applicationId: application.id,
          kind: 'resume',
          fileName: 'cv.pdf',
          mimeType: 'application/pdf',
          bytes: resume,
        },
        {
          applicationId: application.id,
          kind: 'attachment',
          fileName: 'a.png',
          mimeType: 'image/png',
          bytes: resume,
        },
      ]);
      await tx.insert(outboundMail).values({
        id: randomId(),
        applicationId: application.id,
        toAddress: 'ada@example.com',
        subject: 'We received your application',
        textBody: 'Thank you',
      });
    });

    const [row] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({
      status: 'received',
      attempts: 0,
      payload: application.payload,
      leaseOwner: null,
    });
    expect(row?.nextAttemptAt).toEqual(new Date('2030-01-02T03:04:05.678Z'));
    expect(row?.createdAt).toBeInstanceOf(Date);
    const files = await db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id))
      .orderBy(asc(applicationFiles.id));
    expect(files.map((file) => file.kind)).toEqual(['resume', 'attachment']);
    expect(Uint8Array.from(files[0]!.bytes)).toEqual(resume);
    const mail = await db.select().from(outboundMail).where(eq(outboundMail.applicationId, application.id));
    expect(mail).toMatchObject([{ status: 'pending', attempts: 0, sentAt: null }]);
  });

  it('keeps one application per idempotency key', async () => {
    const { db } = database;
    const first = newApplication(postingId);
    await db.insert(applications).values(first);
    const again = await db
      .insert(applications)
      .values(newApplication(postingId, { idempotencyKey: first.idempotencyKey }))
      .onConflictDoNothing({ target: applications.idempotencyKey })
      .returning({ id: applications.id });
    expect(again).toEqual([]);
    await expect(
      db.insert(applications).values(newApplication(postingId, { idempotencyKey: first.idempotencyKey })),
    ).rejects.toThrow();
  });

  it('refuses a status outside the known set', async () => {
    const unknown = newApplication(postingId, { status: 'lost' as 'received' });
    await expect(database.db.insert(applications).values(unknown)).rejects.toThrow();
  });

  it('leases each due application to one claimer only, and again once the lease runs out', async () => {
    const { db } = database;
    const leasePosting = `${postingId}-lease`;
    const now = new Date('2030-06-01T12:00:00.000Z');
    const rows = Array.from({ length: 20 }, () => newApplication(leasePosting, { nextAttemptAt: now }));
    await db.insert(applications).values(rows);
    try {
      const [a, b] = await Promise.all([
        claimDue(db, 'worker-a', leasePosting, now, 8),
        claimDue(db, 'worker-b', leasePosting, now, 8),
      ]);
      expect(a).toHaveLength(8);
      expect(b).toHaveLength(8);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
      expect(await claimDue(db, 'worker-c', leasePosting, now, 8)).toHaveLength(4);
      expect(await claimDue(db, 'worker-d', leasePosting, now, 8)).toEqual([]);

      const afterLease = new Date(now.getTime() + LEASE_MS + 1);
      const reclaimed = await claimDue(db, 'worker-e', leasePosting, afterLease, 100);
      expect(reclaimed.sort()).toEqual(rows.map((row) => row.id).sort());
    } finally {
      await db.delete(applications).where(eq(applications.postingId, leasePosting));
    }
  });
}

describe('site database on PGlite in memory', () => {
  outboxBehaviour(() => openSiteDatabase({ dataDir: 'memory://' }));
});

describe('site database on PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the data after closing and reopening the directory', async () => {
    const dataDir = path.join(dir, 'nested', 'site');
    const application = newApplication('posting-disk');
    const first = await openSiteDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(applications).values(application);
    await first.db.insert(meta).values({ key: 'status-link-key', value: 'c2VjcmV0' });
    await first.close();

    const second = await openSiteDatabase({ dataDir });
    try {
      const [row] = await second.db.select().from(applications).where(eq(applications.id, application.id));
      expect(row?.idempotencyKey).toBe(application.idempotencyKey);
      expect(await second.db.select().from(meta)).toEqual([{ key: 'status-link-key', value: 'c2VjcmV0' }]);
    } finally {
      await second.close();
    }
  });
});

const databaseUrl = readSiteDatabaseEnv().DATABASE_URL;
describe.skipIf(!databaseUrl)(
  'site database on Postgres at DATABASE_URL (skipped when DATABASE_URL is unset)',
  () => {
    it('opens with the postgres driver', async () => {
      const database = await openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' });
      await database.close();
      expect(database.kind).toBe('postgres');
    });
    outboxBehaviour(() => openSiteDatabase({ url: databaseUrl, dataDir: 'memory://' }));
  },
);
