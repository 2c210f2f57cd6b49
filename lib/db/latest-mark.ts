import { eq, sql } from 'drizzle-orm';
import type { SiteDb } from './connection';
import { meta } from './schema';

/**
 * Keeps a mark of something the background worker did (an alert check, a status-mail round) under `key`,
 * unless a later one is there. A mark begins with its ISO time in UTC, which sorts as text, so the latest
 * wins whichever instance wrote it last.
 */
export async function keepLatestMark(db: SiteDb, key: string, value: string): Promise<void> {
  await db
    .insert(meta)
    .values({ key, value })
    .onConflictDoUpdate({ target: meta.key, set: { value }, setWhere: sql`${meta.value} < ${value}` });
}

/** The mark kept under `key`, or null before the first. */
export async function readMark(db: SiteDb, key: string): Promise<string | null> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).limit(1);
  return row?.value ?? null;
}
