import { and, eq, gte, lte } from 'drizzle-orm';
import type { PlatformDb } from './store/db';
import { candidates } from './store/schema';

type Moved = { id: string; postingUuid: string; jobId: string };

const steps = [
  ['IN_REVIEW', 'INTERVIEW'],
  ['NEW', 'IN_REVIEW'],
] as const;

/**
 * One step of the demo: candidates who applied since `since` and have sat in NEW or IN_REVIEW for
 * `everyS` seconds move one step on. Later steps go first so no candidate moves twice in one pass.
 */
export async function advanceStatuses(
  db: PlatformDb,
  everyS: number,
  since: Date,
  now: number,
): Promise<Moved[]> {
  const threshold = new Date(now - everyS * 1000);
  const moved: Moved[] = [];
  for (const [from, to] of steps) {
    const rows = await db
      .update(candidates)
      .set({ status: to, updatedOn: new Date(now) })
      .where(
        and(
          eq(candidates.status, from),
          gte(candidates.createdOn, since),
          lte(candidates.updatedOn, threshold),
        ),
      )
      .returning({ id: candidates.id, postingUuid: candidates.postingUuid, jobId: candidates.jobId });
    moved.push(...rows);
  }
  return moved;
}

/** Demo mode (PLATFORM_STATUS_ADVANCE_S): new candidates move NEW → IN_REVIEW → INTERVIEW over time. */
export function startStatusAdvance(
  db: PlatformDb,
  everyS: number,
  now: () => number,
  onMoved: (candidate: Moved) => void,
): () => void {
  const since = new Date(now());
  const timer = setInterval(
    () => {
      advanceStatuses(db, everyS, since, now())
        .then((moved) => moved.forEach(onMoved))
        .catch((error: unknown) =>
          console.error('[platform] status advance failed:', (error as Error).message),
        );
    },
    Math.min(5000, everyS * 1000),
  );
  timer.unref();
  return () => clearInterval(timer);
}
