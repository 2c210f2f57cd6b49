import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a posted form token says: its idempotency key and how long the form was open. */
export type FormTokenCheck =
  { status: 'ok'; idempotencyKey: string; ageMs: number } | { status: 'invalid' } | { status: 'expired' };

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
/** A form left open for a week is stale (its posting may be closed); the candidate just submits again. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * The hidden token every application form carries: `<issued at>.<random>.<MAC>`. Its random part is the
 * submission's idempotency key (a double click or a resubmitted page gives one application); its signed
 * issue time lets the server refuse forms filled faster than a person can.
 */
export class FormTokens {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    // Its own key, derived, so a form token can never pass for a status link or the reverse.
    this.key = createHmac('sha256', secret).update('form-token key').digest();
  }

  issue(): string {
    const body = `${this.now().toString(36)}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${this.mac(body)}`;
  }

  check(token: unknown): FormTokenCheck {
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!match) return { status: 'invalid' };
    const [, issued = '', random = '', signature = ''] = match;
    const expected = Buffer.from(this.mac(`${issued}.${random}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return { status: 'invalid' };
    const ageMs = this.now() - parseInt(issued, 36);
    if (ageMs > MAX_AGE_MS || ageMs < -60_000) return { status: 'expired' };
    return { status: 'ok', idempotencyKey: random, ageMs };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, 16).toString('base64url');
  }
}
