import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;
const PREFIX = 'scrypt';
// Hashed once so unknown emails cost the same scrypt round as known ones (no account probing by timing).
const DUMMY_SALT = randomBytes(16);

/** `scrypt$<saltHex>$<hashHex>` with node's default cost, the format the seed writes for staff. */
export async function hashPassword(
  plain: string,
  saltHex = randomBytes(16).toString('hex'),
): Promise<string> {
  const hash = await scryptAsync(plain, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return `${PREFIX}$${saltHex}$${hash.toString('hex')}`;
}

/** The same hash, synchronously and with a given salt: the deterministic seed builds its rows without awaiting. */
export function hashPasswordSync(plain: string, saltHex: string): string {
  const hash = scryptSync(plain, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return `${PREFIX}$${saltHex}$${hash.toString('hex')}`;
}

/**
 * Checks a password against a stored hash in constant time. A missing or malformed hash still
 * runs scrypt and answers false, so the response time does not reveal whether the account exists.
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored);
  const actual = await scryptAsync(plain, parsed?.salt ?? DUMMY_SALT, KEY_LENGTH);
  if (!parsed) return false;
  return timingSafeEqual(actual, parsed.hash);
}

function parseHash(stored: string | null | undefined): { salt: Buffer; hash: Buffer } | null {
  const [prefix, saltHex, hashHex, ...rest] = (stored ?? '').split('$');
  if (prefix !== PREFIX || !saltHex || !hashHex || rest.length > 0) return null;
  if (!/^(?:[0-9a-f]{2})+$/i.test(saltHex) || !/^[0-9a-f]+$/i.test(hashHex)) return null;
  const hash = Buffer.from(hashHex, 'hex');
  return hash.length === KEY_LENGTH ? { salt: Buffer.from(saltHex, 'hex'), hash } : null;
}
