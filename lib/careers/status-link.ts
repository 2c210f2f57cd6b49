import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signing key with the id that names it inside tokens, so keys can rotate without breaking old links. */
export type StatusLinkKey = { id: string; secret: Buffer };

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const APPLICATION_ID = /^[A-Za-z0-9_-]{22,64}$/;
const MIN_SECRET_BYTES = 32;

/** An application's public id: 128 random bits, base64url. Nothing sequential, nothing guessable. */
export function newApplicationId(): string {
  return randomBytes(16).toString('base64url');
}

/** Parses `kid:secret,kid:secret` (secrets base64url, at least 32 bytes); the first key signs new links. */
export function parseStatusLinkKeys(text: string): StatusLinkKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', secret = ''] = entry.split(':');
      if (!KEY_ID.test(id))
        throw new Error(`status link key id "${id}" must be 1–16 letters, digits, - or _`);
      const bytes = Buffer.from(secret, 'base64url');
      if (bytes.length < MIN_SECRET_BYTES)
        throw new Error(`status link key "${id}" must be at least ${MIN_SECRET_BYTES} bytes (base64url)`);
      return { id, secret: bytes };
    });
  if (keys.length === 0) throw new Error('at least one status link key is needed');
  if (new Set(keys.map((key) => key.id)).size !== keys.length)
    throw new Error('status link key ids must be unique');
  return keys;
}

/**
 * Signs and checks the token of a candidate's status link: `<keyId>.<applicationId>.<HMAC-SHA256>`.
 * Checking costs the same work whether the token is valid, tampered, malformed or signed with an unknown
 * key, so its time tells an attacker nothing.
 */
export class StatusLinkSigner {
  private readonly byId: Map<string, Buffer>;
  private readonly current: StatusLinkKey;
  /** Stands in for a missing key, so a token naming an unknown key still costs one HMAC. */
  private readonly decoy = randomBytes(MIN_SECRET_BYTES);

  constructor(
    keys: StatusLinkKey[],
    /** The MAC itself; replaceable only so tests can count that every check computes one. */
    private readonly mac: (secret: Buffer, keyId: string, applicationId: string) => string = hmacSha256,
  ) {
    if (keys.length === 0) throw new Error('at least one status link key is needed');
    this.current = keys[0]!;
    this.byId = new Map(keys.map((key) => [key.id, key.secret]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  sign(applicationId: string): string {
    if (!APPLICATION_ID.test(applicationId)) throw new Error('not an application id');
    return `${this.current.id}.${applicationId}.${this.mac(this.current.secret, this.current.id, applicationId)}`;
  }

  /** The application id inside a genuine token, or null for anything else. */
  verify(token: string): { applicationId: string; keyId: string } | null {
    const parts = token.split('.');
    const [keyId = '', applicationId = '', signature = ''] = parts;
    const wellFormed = parts.length === 3 && KEY_ID.test(keyId) && APPLICATION_ID.test(applicationId);
    const secret = (wellFormed && this.byId.get(keyId)) || this.decoy;
    const expected = Buffer.from(this.mac(secret, keyId, applicationId));
    const given = Buffer.alloc(expected.length);
    given.write(signature.slice(0, expected.length));
    const matches = timingSafeEqual(expected, given) && signature.length === expected.length;
    return matches && wellFormed && secret !== this.decoy ? { applicationId, keyId } : null;
  }
}

function hmacSha256(secret: Buffer, keyId: string, applicationId: string): string {
  return createHmac('sha256', secret).update(`status-link\n${keyId}\n${applicationId}`).digest('base64url');
}
