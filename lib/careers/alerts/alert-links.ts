import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StatusLinkKey } from '../status-link';

/** What a link does; each is signed apart, so a manage link never works as an unsubscribe link. */
export type AlertLinkPurpose = 'confirm' | 'unsubscribe' | 'manage';

const DAY_MS = 86_400_000;
/** How long each link works. Confirming: 7 days, as long as a pending alert is kept. */
export const ALERT_LINK_TTL_MS: Record<AlertLinkPurpose, number> = {
  confirm: 7 * DAY_MS,
  // Mail clients keep the newest digest's header; an old mail's link should still stop the alert.
  unsubscribe: 400 * DAY_MS,
  manage: 30 * DAY_MS,
};

const PURPOSE_CODE: Record<AlertLinkPurpose, string> = { confirm: 'c', unsubscribe: 'u', manage: 'm' };
const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const SUBJECT = /^[A-Za-z0-9_-]{22,64}$/;
const EXPIRY = /^[0-9a-z]{1,10}$/;

/**
 * Signs and checks job alert links: `<keyId>.<purpose>.<subject>.<expiry>.<HMAC-SHA256>`, the subject an
 * alert id or an owner key, the expiry in base-36 seconds. Uses the status-link keys (the first signs,
 * all verify) under their own label, and costs one HMAC whatever the token, like the status link.
 */
export class AlertLinkSigner {
  private readonly byId: Map<string, Buffer>;
  private readonly current: StatusLinkKey;
  private readonly decoy = randomBytes(32);

  constructor(keys: StatusLinkKey[]) {
    if (keys.length === 0) throw new Error('at least one signing key is needed');
    this.current = keys[0]!;
    this.byId = new Map(keys.map((key) => [key.id, key.secret]));
  }

  sign(purpose: AlertLinkPurpose, subject: string, nowMs: number): string {
    if (!SUBJECT.test(subject)) throw new Error('not an alert link subject');
    const expiry = Math.floor((nowMs + ALERT_LINK_TTL_MS[purpose]) / 1000).toString(36);
    const body = `${this.current.id}.${PURPOSE_CODE[purpose]}.${subject}.${expiry}`;
    return `${body}.${mac(this.current.secret, body)}`;
  }

  /** The subject of a genuine, unexpired link for `purpose`, or null for anything else. */
  verify(token: string, purpose: AlertLinkPurpose, nowMs: number): string | null {
    const parts = token.split('.');
    const [keyId = '', code = '', subject = '', expiry = '', signature = ''] = parts;
    const wellFormed =
      parts.length === 5 && KEY_ID.test(keyId) && SUBJECT.test(subject) && EXPIRY.test(expiry);
    const secret = (wellFormed && this.byId.get(keyId)) || this.decoy;
    const expected = Buffer.from(mac(secret, `${keyId}.${code}.${subject}.${expiry}`));
    const given = Buffer.alloc(expected.length);
    given.write(signature.slice(0, expected.length));
    const genuine =
      timingSafeEqual(expected, given) &&
      signature.length === expected.length &&
      wellFormed &&
      secret !== this.decoy;
    if (!genuine || code !== PURPOSE_CODE[purpose]) return null;
    return parseInt(expiry, 36) * 1000 > nowMs ? subject : null;
  }
}

function mac(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(`alert-link\n${body}`).digest('base64url');
}

/**
 * The key that groups one address's alerts (a manage link names it, never the address). Keyed with the
 * signing key so it cannot be computed from an address; alerts made after a key rotation get a new one.
 */
export function alertOwnerKey(keys: StatusLinkKey[], normalisedEmail: string): string {
  return createHmac('sha256', keys[0]!.secret).update(`alert-owner\n${normalisedEmail}`).digest('base64url');
}
