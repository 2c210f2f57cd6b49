import { and, eq, sql } from 'drizzle-orm';
import type { SiteDb } from './connection';
import { randomId } from './random-id';
import { meta } from './schema';

/**
 * A lease on one background job across every instance on the database, kept under `key` in `meta`: its
 * value is when it runs out (ISO time, which sorts as text) and who holds it. Taken only when there is none
 * or the last one ran out, so a holder that died frees the job after `leaseMs`. Answers how to give it back,
 * or null while another holds it.
 */
export async function takeRunLease(
  db: SiteDb,
  key: string,
  nowMs: number,
  leaseMs: number,
): Promise<(() => Promise<void>) | null> {
  const value = `${new Date(nowMs + leaseMs).toISOString()}|${randomId()}`;
  const taken = await db
    .insert(meta)
    .values({ key, value })
    .onConflictDoUpdate({
      target: meta.key,
      set: { value },
      setWhere: sql`${meta.value} < ${new Date(nowMs).toISOString()}`,
    })
    .returning({ key: meta.key });
  if (taken.length === 0) return null;
  return async () => {
    await db.delete(meta).where(and(eq(meta.key, key), eq(meta.value, value)));
  };
}
