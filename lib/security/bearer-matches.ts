import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a request carries `Authorization: Bearer <expected>`, compared in constant time. No expected
 * token (its variable unset) matches nothing: the route it guards does not exist.
 */
export function bearerMatches(request: Request, expected: string | undefined): boolean {
  if (!expected) return false;
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
