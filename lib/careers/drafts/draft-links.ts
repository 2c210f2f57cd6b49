import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StatusLinkKey } from '../status-link';

/** A draft kept on the server lasts this long; so does its link. */
export const DRAFT_TTL_MS = 7 * 86_400_000;

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const RANDOM = /^[A-Za-z0-9_-]{22}$/;
const EXPIRY = /^[0-9a-z]{1,10}$/;

/** What a genuine, unexpired link names: the draft, the secret its key is salted with, and that key. */
export type DraftLink = { draftId: string; linkSecret: Buffer; siteSecret: Buffer; expiresAtMs: number };

/**
 * "Finish later" links: `<keyId>.<draftId>.<linkSecret>.<expiry>.<HMAC-SHA256>`, signed with the
 * status-link keys under their own label (the first signs, all verify). The link secret is stored
 * nowhere else: it salts the draft's encryption key (draft-codec.ts). Costs one HMAC whatever the token.
 */
export class DraftLinkSigner {
  private readonly byId: Map<string, Buffer>;
  private readonly current: StatusLinkKey;
  private readonly decoy = randomBytes(32);

  constructor(keys: StatusLinkKey[]) {
    if (keys.length === 0) throw new Error('at least one signing key is needed');
    this.current = keys[0]!;
    this.byId = new Map(keys.map((key) => [key.id, key.secret]));
  }

  /** A new link for a new draft: its id, secret and the key that seals it. */
  issue(nowMs: number): { token: string; link: DraftLink } {
    const draftId = randomBytes(16).toString('base64url');
    const linkSecret = randomBytes(16);
    const expiresAtMs = Math.floor((nowMs + DRAFT_TTL_MS) / 1000) * 1000;
    const body = `${this.current.id}.${draftId}.${linkSecret.toString('base64url')}.${(expiresAtMs / 1000).toString(36)}`;
    return {
      token: `${body}.${mac(this.current.secret, body)}`,
      link: { draftId, linkSecret, siteSecret: this.current.secret, expiresAtMs },
    };
  }

  /** The link a genuine, unexpired token names, or null for anything else. */
  verify(token: string, nowMs: number): DraftLink | null {
    const parts = token.split('.');
    const [keyId = '', draftId = '', secret = '', expiry = '', signature = ''] = parts;
    const wellFormed =
      parts.length === 5 &&
      KEY_ID.test(keyId) &&
      RANDOM.test(draftId) &&
      RANDOM.test(secret) &&
      EXPIRY.test(expiry);
    const siteSecret = (wellFormed && this.byId.get(keyId)) || this.decoy;
    const expected = Buffer.from(mac(siteSecret, `${keyId}.${draftId}.${secret}.${expiry}`));
    const given = Buffer.alloc(expected.length);
    given.write(signature.slice(0, expected.length));
    const genuine =
      timingSafeEqual(expected, given) &&
      signature.length === expected.length &&
      wellFormed &&
      siteSecret !== this.decoy;
    const expiresAtMs = parseInt(expiry, 36) * 1000;
    if (!genuine || !(expiresAtMs > nowMs)) return null;
    return { draftId, linkSecret: Buffer.from(secret, 'base64url'), siteSecret, expiresAtMs };
  }
}

function mac(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(`draft-link\n${body}`).digest('base64url');
}
