import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { adminSessions, type AdminSessionEndReason } from '@/lib/db/schema';
import { recordStaffActivity, type ActivityEntry, type StaffMember } from './activity/staff-activity';

/**
 * The console's server-side session records. The encrypted cookie only names a session; whether it
 * still counts is decided here, on every request, so ending a row ends the session everywhere at once.
 * Opening and ending one write the activity log's line in the same transaction.
 */
export async function openAdminSession(
  db: SiteDb,
  session: StaffMember & { sessionId: string },
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as SiteDb;
    const opened = await tx
      .insert(adminSessions)
      .values({ id: session.sessionId, platformUserId: session.platformUserId, expiresAt })
      .onConflictDoNothing()
      .returning({ id: adminSessions.id });
    if (opened.length > 0) await recordStaffActivity(tx, session, { action: 'signed_in' });
  });
}

/** The session while it is neither ended nor expired (in the database's clock), with its last check. */
export async function findLiveAdminSession(db: SiteDb, id: string): Promise<{ checkedAt: Date } | null> {
  const [row] = await db
    .select({ checkedAt: adminSessions.checkedAt })
    .from(adminSessions)
    .where(
      and(eq(adminSessions.id, id), isNull(adminSessions.endedAt), gt(adminSessions.expiresAt, sql`now()`)),
    );
  return row ?? null;
}

const endings: Record<AdminSessionEndReason, ActivityEntry> = {
  signed_out: { action: 'signed_out' },
  revoked: { action: 'session_ended', detail: 'The platform no longer accepts the session’s token' },
  refused: { action: 'session_ended', detail: 'No longer an active administrator on the platform' },
};

/** Ends a live session, and the activity log says so once (a session already ended is left as it is). */
export async function endAdminSession(
  db: SiteDb,
  session: StaffMember & { sessionId: string },
  reason: AdminSessionEndReason,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as SiteDb;
    const ended = await tx
      .update(adminSessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(adminSessions.id, session.sessionId), isNull(adminSessions.endedAt)))
      .returning({ id: adminSessions.id });
    if (ended.length > 0) await recordStaffActivity(tx, session, endings[reason]);
  });
}

export async function markAdminSessionChecked(db: SiteDb, id: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ checkedAt: sql`now()` })
    .where(eq(adminSessions.id, id));
}
