import { count, inArray, min } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications, type ApplicationStatus } from '@/lib/db/schema';

/** Not on the platform yet, and not refused: what the outbox still owes. */
const undelivered: ApplicationStatus[] = ['received', 'delivering', 'outcome_unknown'];

export type OutboxFigures = {
  byState: Partial<Record<ApplicationStatus, number>>;
  oldestUndeliveredAt: Date | null;
  /** How long the oldest undelivered application has waited; 0 when none waits. */
  lagMs: number;
};

/** The applications the site keeps, by state, and how long the oldest one it still owes has waited. */
export async function readOutboxFigures(db: SiteDb, now: number): Promise<OutboxFigures> {
  const [[oldest], states] = await Promise.all([
    db
      .select({ at: min(applications.createdAt) })
      .from(applications)
      .where(inArray(applications.status, undelivered)),
    db
      .select({ status: applications.status, count: count() })
      .from(applications)
      .groupBy(applications.status),
  ]);
  const oldestUndeliveredAt = oldest?.at ?? null;
  return {
    byState: Object.fromEntries(states.map((row) => [row.status, row.count])),
    oldestUndeliveredAt,
    lagMs: oldestUndeliveredAt ? Math.max(0, now - oldestUndeliveredAt.getTime()) : 0,
  };
}
