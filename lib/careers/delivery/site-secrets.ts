import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { meta } from '@/lib/db/schema';
import type { SigningKey } from '@/lib/security/signed-token';

const GENERATED_KEY = 'status_link_key';
const GENERATED_KID = 'local';

/**
 * The status-link keys: STATUS_LINK_KEYS when set; otherwise one random key generated on first start
 * and kept in the site database, so links in emails keep working across restarts and processes.
 */
export async function loadStatusLinkKeys(db: SiteDb, configured?: SigningKey[]): Promise<SigningKey[]> {
  if (configured) return configured;
  await db
    .insert(meta)
    .values({ key: GENERATED_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, GENERATED_KEY));
  if (!row) throw new Error('the generated status link key could not be stored');
  return [{ id: GENERATED_KID, secret: Buffer.from(row.value, 'base64url') }];
}
