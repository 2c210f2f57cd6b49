import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { JWKS } from 'oidc-provider';
import type { PlatformDb } from '../store/db';
import { meta } from '../store/schema';

const generateKeyPairAsync = promisify(generateKeyPair);

export const COOKIE_KEYS_META = 'oidc.cookieKeys';
export const JWKS_META = 'oidc.jwks';

export type ProviderSecrets = { cookieKeys: string[]; jwks: JWKS };

/**
 * Cookie signing keys and the token signing JWKS, generated on first start and kept in `meta`
 * so sessions, ID tokens and signed cookies stay valid across restarts.
 */
export async function loadProviderSecrets(db: PlatformDb): Promise<ProviderSecrets> {
  const cookieKeys = await loadOrCreate(db, COOKIE_KEYS_META, async () =>
    JSON.stringify([randomBytes(32).toString('base64url')]),
  );
  const jwks = await loadOrCreate(db, JWKS_META, async () =>
    JSON.stringify({ keys: [await generateSigningKey()] }),
  );
  return { cookieKeys: JSON.parse(cookieKeys) as string[], jwks: JSON.parse(jwks) as JWKS };
}

/** RS256 is all the provider signs with (ID tokens); node exports the private JWK directly. */
async function generateSigningKey() {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** Insert-if-absent then read back, so two starters racing on a fresh store agree on one value. */
async function loadOrCreate(db: PlatformDb, key: string, create: () => Promise<string>): Promise<string> {
  const existing = await readMeta(db, key);
  if (existing !== undefined) return existing;
  await db
    .insert(meta)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  const stored = await readMeta(db, key);
  if (stored === undefined) throw new Error(`meta key ${key} vanished right after it was written`);
  return stored;
}

async function readMeta(db: PlatformDb, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).limit(1);
  return row?.value;
}
