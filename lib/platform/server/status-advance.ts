import { and, eq, gte, lte } from 'drizzle-orm';
import type { PlatformDb } from './store/db';
import { candidates } from './store/schema';

const steps = [
  ['NEW', 'IN_REVIEW'],
  ['IN_REVIEW', 'INTERVIEW'],
] as const;

/**
 * Demo mode: candidates who applied since start-up move NEW → IN_REVIEW → INTERVIEW, one step
 * every `everyS` seconds, so a status page has something to show.
 */
export function startStatusAdvance(db: PlatformDb, everyS: number, now: () => number): () => void {
  const since = new Date(now());
  const timer = setInterval(
    () => {
      const threshold = new Date(now() - everyS * 1000);
      void (async () => {
        for (const [from, to] of steps) {
          await db
            .update(candidates)
            .set({ status: to, updatedOn: new Date(now()) })
            .where(
              and(
                eq(candidates.status, from),
                gte(candidates.createdOn, since),
                lte(candidates.updatedOn, threshold),
              ),
            );
        }
      })().catch((error: unknown) =>
        console.error('[platform] status advance failed:', (error as Error).message),
      );
    },
    Math.min(5000, everyS * 1000),
  );
  timer.unref();
  return () => clearInterval(timer);
}
