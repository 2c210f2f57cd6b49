import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../http/api-error';

/** What a cursor remembers: the query it belongs to, its page size, and the last row it returned. */
export type CursorState = { limit: number; afterSeq: number };

/**
 * Opaque, tamper-proof cursors: the state is signed (HMAC-SHA256) together with a digest of the
 * endpoint and its filters, so a cursor cannot be forged, edited, or replayed against another query.
 */
export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  encode(queryDigest: string, state: CursorState): string {
    const payload = Buffer.from(JSON.stringify([state.limit, state.afterSeq])).toString('base64url');
    return `${payload}.${this.sign(queryDigest, payload)}`;
  }

  decode(queryDigest: string, cursor: string): CursorState {
    const invalid = () =>
      badRequest('Invalid pageId', [
        { code: 'INVALID_PAGE_ID', message: 'pageId is not valid for this query', field: 'pageId' },
      ]);
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(this.sign(queryDigest, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every(Number.isSafeInteger)) throw invalid();
    const [limit, afterSeq] = parsed as [number, number];
    return { limit, afterSeq };
  }

  private sign(queryDigest: string, payload: string): string {
    return createHmac('sha256', this.key).update(`${queryDigest}\n${payload}`).digest('base64url');
  }
}

/** A digest of the endpoint and its filters (everything but pageId and limit), order-independent. */
export function digestQuery(endpoint: string, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([endpoint, entries]))
    .digest('base64url');
}
