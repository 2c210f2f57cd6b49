import { and, inArray, isNotNull } from 'drizzle-orm';
import { runEvery } from '@/lib/background/run-every';
import { applications } from '@/lib/db/schema';
import { erasedColumns, eraseSettled, type ErasureDeps } from './erasure';

export type AskedErasureDeps = Pick<ErasureDeps, 'db' | 'staff' | 'site' | 'mailQueued'>;

/** Settled states: whether the platform has a copy is known. */
const settled = ['received', 'delivered', 'refused', 'withdrawn'] as const;

/** Enough for a round; more wait for the next (a second later). */
const PER_ROUND = 50;

/**
 * Deletes the applications whose candidates asked to delete them while their sends were settling, now
 * that they have settled: delivered (staff are asked about the platform's copy, as for any deletion),
 * refused, or stopped before any send arrived (withdrawn, or waiting again: never sent). Rows another
 * instance is deleting are skipped (one staff mail each). Answers how many went.
 */
export async function eraseAskedOnceSettled(deps: AskedErasureDeps): Promise<number> {
  const { erased, platformAsked } = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select(erasedColumns)
      .from(applications)
      .where(and(isNotNull(applications.erasureAskedAt), inArray(applications.status, [...settled])))
      .limit(PER_ROUND)
      .for('update', { skipLocked: true });
    let asked = 0;
    for (const row of rows) if (await eraseSettled(tx, deps, row)) asked++;
    return { erased: rows.length, platformAsked: asked };
  });
  if (platformAsked > 0) deps.mailQueued();
  return erased;
}

/** Runs the sweep in the background worker, as often as delivery polls, so it follows a settle closely. */
export const startAskedErasures = (deps: AskedErasureDeps, intervalMs: number) =>
  runEvery('asked erasures', () => eraseAskedOnceSettled(deps), intervalMs);
