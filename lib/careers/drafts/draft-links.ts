import { randomBytes } from 'node:crypto';
import { expiryField, SignedTokens, type SigningKey } from '@/lib/security/signed-token';

import { DRAFT_TTL_MS } from './draft-ttl';

const RANDOM = /^[A-Za-z0-9_-]{22}$/;

/** What a genuine, unexpired link names: the draft, the secret its key is salted with, and that key. */
export type DraftLink = { draftId: string; linkSecret: Buffer; siteSecret: Buffer; expiresAtMs: number };

/**
 * "Finish later" links: `<keyId>.<draftId>.<linkSecret>.<expiry>.<HMAC-SHA256>`, signed with the
 * status-link keys under their own label. The link secret is stored nowhere else: it salts the draft's
 * encryption key (draft-codec.ts).
 */
export class DraftLinkSigner {
  private readonly tokens: SignedTokens<'draftId' | 'linkSecret' | 'expiry'>;

  constructor(keys: readonly SigningKey[]) {
    this.tokens = new SignedTokens(keys, {
      label: 'draft-link',
      fields: { draftId: RANDOM, linkSecret: RANDOM, expiry: expiryField.pattern },
      macSeparator: '.',
    });
  }

  /** A new link for a new draft: its id, secret and the key that seals it. */
  issue(nowMs: number): { token: string; link: DraftLink } {
    const draftId = randomBytes(16).toString('base64url');
    const linkSecret = randomBytes(16);
    const expiry = expiryField.encode(nowMs + DRAFT_TTL_MS);
    const expiresAtMs = expiryField.decode(expiry);
    return {
      token: this.tokens.sign({ draftId, linkSecret: linkSecret.toString('base64url'), expiry }),
      link: { draftId, linkSecret, siteSecret: this.tokens.currentKey.secret, expiresAtMs },
    };
  }

  /** The link a genuine, unexpired token names, or null for anything else. */
  verify(token: string, nowMs: number): DraftLink | null {
    const verified = this.tokens.verify(token);
    const expiresAtMs = verified ? expiryField.decode(verified.fields.expiry) : 0;
    if (!verified || !(expiresAtMs > nowMs)) return null;
    const { draftId, linkSecret } = verified.fields;
    return {
      draftId,
      linkSecret: Buffer.from(linkSecret, 'base64url'),
      siteSecret: verified.secret,
      expiresAtMs,
    };
  }
}
