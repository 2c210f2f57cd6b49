import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { adminSessions, type AdminSessionEndReason } from '@/lib/db/schema';

/**
 * The console's server-side session records. The encrypted cookie only names a session; whether it
 * still counts is decided here, on every request, so ending a row ends the session everywhere at once.
 */
export async function openAdminSession(
  db: SiteDb,
  session: { id: string; platformUserId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values(session).onConflictDoNothing();
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

export async function endAdminSession(db: SiteDb, id: string, reason: AdminSessionEndReason): Promise<void> {
  await db
    .update(adminSessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.endedAt)));
}

export async function markAdminSessionChecked(db: SiteDb, id: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ checkedAt: sql`now()` })
    .where(eq(adminSessions.id, id));
}
