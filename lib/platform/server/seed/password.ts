import { scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

/** `scrypt$<saltHex>$<hashHex>` with node's default cost (N=16384); the salt is passed in so seeds stay reproducible. */
export function hashPassword(plain: string, saltHex: string): string {
  const hash = scryptSync(plain, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return `${PREFIX}$${saltHex}$${hash.toString('hex')}`;
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export function verifyPassword(plain: string, stored: string): boolean {
  const [prefix, saltHex, hashHex, ...rest] = stored.split('$');
  if (prefix !== PREFIX || !saltHex || !hashHex || rest.length > 0) return false;
  if (!/^[0-9a-f]+$/i.test(saltHex) || !/^[0-9a-f]+$/i.test(hashHex)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(plain, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
}
