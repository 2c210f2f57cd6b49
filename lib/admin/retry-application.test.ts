import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase, type SiteDatabase } from '@/lib/db/connection';
import { applications, staffActivity, type ApplicationStatus } from '@/lib/db/schema';
import { isRetryable, retryableCondition } from './delivery-state';
import { retryApplication } from './retry-application';

let database: SiteDatabase;
beforeAll(async () => {
  database = await openSiteDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(applications);
  await database.db.delete(staffActivity);
});
const STAFF = { platformUserId: 'u-1', name: 'Ada Admin', email: 'ada.admin@acme.example' };
const retriesLogged = async () =>
  (await database.db.select().from(staffActivity)).map(({ action, subject, staffName }) => ({
    action,
    subject,
    staffName,
  }));

async function insert(
  id: string,
  status: ApplicationStatus,
  extra: { nextAttemptAt?: Date; leaseUntil?: Date; leaseOwner?: string; lastError?: string } = {},
) {
  await database.db.insert(applications).values({
    id,
    postingId: 'posting-1',
    idempotencyKey: `key-${id}`,
    status,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: `${id}@example.com` },
    candidateEmail: `${id}@example.com`,
    ...extra,
  });
}
const row = async (id: string) =>
  (await database.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('retryApplication', () => {
  it('puts a refused application back as received, due now, keeping its history', async () => {
    await insert('refused-1', 'refused', { nextAttemptAt: minutesAgo(60), lastError: 'Posting closed' });
    await database.db.update(applications).set({ attempts: 3 }).where(eq(applications.id, 'refused-1'));

    expect(await retryApplication(database.db, 'refused-1', STAFF)).toEqual({
      status: 'queued',
      state: 'received',
    });
    const after = await row('refused-1');
    expect(after.status).toBe('received');
    expect(after.attempts).toBe(3);
    expect(after.lastError).toBe('Posting closed');
    const [timing] = await database.db
      .select({ lag: sql<number>`extract(epoch from now() - ${applications.nextAttemptAt})::float` })
      .from(applications)
      .where(eq(applications.id, 'refused-1'));
    const lag = Number(timing?.lag);
    expect(Math.abs(lag)).toBeLessThan(5);
  });

  it('keeps an unknown outcome as it is (the worker reconciles before resending) and frees its lease', async () => {
    await insert('unknown-1', 'outcome_unknown', { leaseOwner: 'worker-a', leaseUntil: inMinutes(5) });
    expect(await retryApplication(database.db, 'unknown-1', STAFF)).toEqual({
      status: 'queued',
      state: 'outcome_unknown',
    });
    expect(await row('unknown-1')).toMatchObject({ leaseOwner: null, leaseUntil: null });
  });

  it('frees a delivery whose worker lease has run out, but not one a live worker holds', async () => {
    await insert('dead-lease', 'delivering', { leaseOwner: 'worker-a', leaseUntil: minutesAgo(1) });
    await insert('live-lease', 'delivering', { leaseOwner: 'worker-b', leaseUntil: inMinutes(1) });
    expect(await retryApplication(database.db, 'dead-lease', STAFF)).toMatchObject({ state: 'delivering' });
    expect(await row('dead-lease')).toMatchObject({ leaseOwner: null, leaseUntil: null });
    expect(await retryApplication(database.db, 'live-lease', STAFF)).toEqual({ status: 'not_retryable' });
    expect(await row('live-lease')).toMatchObject({ leaseOwner: 'worker-b' });
  });

  it('retries a received one only when it is long overdue', async () => {
    await insert('overdue', 'received', { nextAttemptAt: minutesAgo(30) });
    await insert('waiting', 'received', { nextAttemptAt: inMinutes(2) });
    expect(await retryApplication(database.db, 'overdue', STAFF)).toMatchObject({ status: 'queued' });
    expect(await retryApplication(database.db, 'waiting', STAFF)).toEqual({ status: 'not_retryable' });
    // The log names who retried which, and only the retry that happened.
    expect(await retriesLogged()).toEqual([
      { action: 'retried_application', subject: 'overdue', staffName: 'Ada Admin' },
    ]);
  });

  it('never touches a delivered application or an unknown id', async () => {
    await insert('done', 'delivered');
    expect(await retryApplication(database.db, 'done', STAFF)).toEqual({ status: 'not_retryable' });
    expect((await row('done')).status).toBe('delivered');
    expect(await retryApplication(database.db, 'no-such-id', STAFF)).toEqual({ status: 'not_retryable' });
    expect(await retriesLogged()).toEqual([]);
  });

  it('offers the retry button exactly where the UPDATE would act', async () => {
    await insert('r1', 'refused');
    await insert('r2', 'outcome_unknown');
    await insert('r3', 'delivering', { leaseUntil: minutesAgo(1) });
    await insert('r4', 'delivering', { leaseUntil: inMinutes(1) });
    await insert('r5', 'received', { nextAttemptAt: minutesAgo(30) });
    await insert('r6', 'received', { nextAttemptAt: minutesAgo(1) });
    await insert('r7', 'delivered');
    const rows = await database.db
      .select({
        id: applications.id,
        status: applications.status,
        leaseUntil: applications.leaseUntil,
        nextAttemptAt: applications.nextAttemptAt,
        inSql: sql<boolean>`${retryableCondition}`,
      })
      .from(applications);
    const now = new Date();
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(isRetryable(row, now), row.id).toBe(row.inSql);
    expect(
      rows
        .filter((row) => row.inSql)
        .map((row) => row.id)
        .sort(),
    ).toEqual(['r1', 'r2', 'r3', 'r5']);
  });
});
