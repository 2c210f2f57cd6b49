import { createHmac } from 'node:crypto';
import { expiryField, SignedTokens, type SigningKey } from '@/lib/security/signed-token';

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

/**
 * Signs and checks job alert links: `<keyId>.<purpose>.<subject>.<expiry>.<HMAC-SHA256>`, the subject an
 * alert id or an owner key. Uses the status-link keys under their own label.
 */
export class AlertLinkSigner {
  private readonly tokens: SignedTokens<'purpose' | 'subject' | 'expiry'>;

  constructor(keys: readonly SigningKey[]) {
    this.tokens = new SignedTokens(keys, {
      label: 'alert-link',
      fields: { purpose: /^[a-z]$/, subject: /^[A-Za-z0-9_-]{22,64}$/, expiry: expiryField.pattern },
      macSeparator: '.',
    });
  }

  sign(purpose: AlertLinkPurpose, subject: string, nowMs: number): string {
    const expiry = expiryField.encode(nowMs + ALERT_LINK_TTL_MS[purpose]);
    return this.tokens.sign({ purpose: PURPOSE_CODE[purpose], subject, expiry });
  }

  /** The subject of a genuine, unexpired link for `purpose`, or null for anything else. */
  verify(token: string, purpose: AlertLinkPurpose, nowMs: number): string | null {
    const fields = this.tokens.verify(token)?.fields;
    if (fields?.purpose !== PURPOSE_CODE[purpose]) return null;
    return expiryField.decode(fields.expiry) > nowMs ? fields.subject : null;
  }
}

/**
 * The key that groups one address's alerts (a manage link names it, never the address). Keyed with the
 * signing key so it cannot be computed from an address; alerts made after a key rotation get a new one.
 */
export function alertOwnerKey(keys: readonly SigningKey[], normalisedEmail: string): string {
  return createHmac('sha256', keys[0]!.secret).update(`alert-owner\n${normalisedEmail}`).digest('base64url');
}
