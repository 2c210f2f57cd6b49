import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlatformDb } from './db';
import { meta } from './schema';

/** A random secret made on first start and kept in the store, so it outlives restarts. */
export async function persistedSecret(db: PlatformDb, key: string, bytes = 32): Promise<Buffer> {
  const [row] = await db.select().from(meta).where(eq(meta.key, key));
  if (row) return Buffer.from(row.value, 'base64');
  const value = randomBytes(bytes);
  await db
    .insert(meta)
    .values({ key, value: value.toString('base64') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(meta).where(eq(meta.key, key));
  return Buffer.from(stored!.value, 'base64');
}
