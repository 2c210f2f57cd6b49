import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { msFromNow } from '@/lib/db/sql-time';
import { applicationFiles, applications } from '@/lib/db/schema';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';

/** A leased application; `reconcile` when an earlier send may have reached the platform. */
export type Claimed = { id: string; reconcile: boolean };

/**
 * Leases up to `limit` applications that are due: waiting ones whose time has come, and ones whose
 * lease ran out (their process died mid-send). Concurrent claimers skip each other's rows, so no two
 * processes ever hold one application. Times are the database's, so process clocks cannot disagree.
 */
export async function claimDueApplications(
  db: SiteDb,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<Claimed[]> {
  if (limit <= 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        or(
          and(
            inArray(applications.status, ['received', 'outcome_unknown']),
            lte(applications.nextAttemptAt, sql`now()`),
          ),
          // A lapsed lease, or one staff cleared with a retry.
          and(
            eq(applications.status, 'delivering'),
            or(isNull(applications.leaseUntil), lt(applications.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(applications.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(applications)
      .set({ status: 'delivering', leaseOwner: owner, leaseUntil: msFromNow(leaseMs) })
      .where(
        inArray(
          applications.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ id: row.id, reconcile: row.status !== 'received' }));
  });
}

/** Keeps this process's leases alive while their sends are under way. */
export async function renewLeases(db: SiteDb, owner: string, ids: string[], leaseMs: number) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ leaseUntil: msFromNow(leaseMs) })
    .where(
      and(
        eq(applications.leaseOwner, owner),
        eq(applications.status, 'delivering'),
        inArray(applications.id, ids),
      ),
    );
}

/**
 * Gives this process's leases back at once (shutting down), so another process claims them now rather
 * than when they lapse. They are claimed as "may have been sent" and reconciled, and the lease fence keeps
 * this process from settling them afterwards.
 */
export async function releaseLeases(db: SiteDb, owner: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(
      and(
        eq(applications.leaseOwner, owner),
        eq(applications.status, 'delivering'),
        inArray(applications.id, ids),
      ),
    );
}

/** Only the lease holder may settle an application (a fence against a process that lost its lease). */
const held = (id: string, owner: string) =>
  and(eq(applications.id, id), eq(applications.leaseOwner, owner), eq(applications.status, 'delivering'));
const released = { leaseOwner: null, leaseUntil: null } as const;

/** The candidate asked for it not to go on: to withdraw it, or to delete it (status/erasure.ts). */
const stopAsked = or(isNotNull(applications.withdrawalAskedAt), isNotNull(applications.erasureAskedAt));

/**
 * Counts a send before it starts, so the console shows attempts even when the process dies mid-send.
 * False, and nothing counted, when the lease is lost or the candidate has asked to withdraw or delete it.
 */
export async function recordAttempt(db: SiteDb, id: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ attempts: sql`${applications.attempts} + 1` })
    .where(and(held(id, owner), isNull(applications.withdrawalAskedAt), isNull(applications.erasureAskedAt)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Delivered: the candidate id is kept and the file bytes are deleted, in one transaction. The journal has
 * it before it commits, so a restored backup in which it still waits looks it up on the platform before
 * sending it again.
 */
export async function markDelivered(
  { db, journal }: { db: SiteDb; journal: ErasureJournal },
  id: string,
  owner: string,
  candidateId: string,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(applications)
      .set({
        ...released,
        status: 'delivered',
        platformCandidateId: candidateId,
        deliveredAt: sql`now()`,
        lastError: null,
      })
      .where(held(id, owner))
      .returning({ id: applications.id });
    if (rows.length === 0) return;
    await journal.record({ delivered: [id] });
    await tx.delete(applicationFiles).where(eq(applicationFiles.applicationId, id));
  });
}

/**
 * Refused for good by the platform: kept for staff with the platform's message. Staff are told of it
 * (staff-notice.ts) even if they were told before that it was late.
 */
export async function markRefused(db: SiteDb, id: string, owner: string, message: string) {
  await db
    .update(applications)
    .set({ ...released, status: 'refused', lastError: message.slice(0, 2000), staffNotifiedAt: null })
    .where(held(id, owner));
}

/**
 * How soon one the candidate asked to delete is tried again (looked up, as it may have arrived) whatever
 * its backoff: they wait for it to go, and a look-up is cheap.
 */
export const ASKED_ERASURE_RETRY_MS = 2_000;

/**
 * Try again after `delayMs` (sooner when its deletion is asked); `unknown` when the last send may have
 * been processed (reconcile first).
 */
export async function markRetry(
  db: SiteDb,
  id: string,
  owner: string,
  delayMs: number,
  error: string,
  unknown: boolean,
) {
  await db
    .update(applications)
    .set({
      ...released,
      status: unknown ? 'outcome_unknown' : 'received',
      nextAttemptAt: sql`case when ${applications.erasureAskedAt} is null then ${msFromNow(delayMs)} else ${msFromNow(Math.min(delayMs, ASKED_ERASURE_RETRY_MS))} end`,
      lastError: error.slice(0, 2000),
    })
    .where(held(id, owner));
}

/**
 * Withdrawn by the candidate before any send of it reached the platform: never sent, its files deleted
 * (they were only kept to be sent). `where` picks the application and says when it may be stopped.
 * Answers whether it was. Pass the transaction the caller holds, or the database.
 */
export async function markWithdrawn(db: SiteDb, where: SQL | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ ...released, status: 'withdrawn' })
      .where(where)
      .returning({ id: applications.id });
    if (!row) return false;
    await tx.delete(applicationFiles).where(eq(applicationFiles.applicationId, row.id));
    return true;
  });
}

/**
 * Stops an application this process holds if the candidate has asked to withdraw or delete it since it
 * was leased (askToWithdraw and eraseApplication stop at once only one that is waiting; a deleted one is
 * then gone as soon as the sweep of asked-erasures.ts comes by). Call it only where no send of it can
 * have arrived.
 */
export const withdrawIfAsked = (db: SiteDb, id: string, owner: string) =>
  markWithdrawn(db, and(held(id, owner), stopAsked));
