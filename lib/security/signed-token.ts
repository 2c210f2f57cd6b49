import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signing key with the id that names it inside tokens, so keys can rotate without breaking old links. */
export type SigningKey = { id: string; secret: Buffer };

export const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
export const MIN_SECRET_BYTES = 32;

/** One kind of signed token, `<keyId>.<field>.<field>….<HMAC-SHA256>`. */
export type SignedTokenKind<Field extends string> = {
  /** Begins every MAC, so a token of one kind never verifies as another. */
  label: string;
  /** Each field's pattern, in token order; none may allow '.' or '\n', so the layout stays unambiguous. */
  fields: Record<Field, RegExp>;
  /** What the MAC puts between key id and fields: each kind keeps the layout its mailed links were signed with. */
  macSeparator: '\n' | '.';
};

/**
 * Signs with the first key and verifies with any of them (keys rotate without breaking old links).
 * Verifying costs one HMAC and one fixed-length comparison whether the token is genuine, tampered,
 * malformed or names an unknown key, so its time tells an attacker nothing.
 */
export class SignedTokens<Field extends string> {
  /** The key new tokens are signed with. */
  readonly currentKey: SigningKey;
  private readonly byId: Map<string, Buffer>;
  private readonly names: Field[];
  /** Stands in for a missing key, so a token naming an unknown key still costs one HMAC. */
  private readonly decoy = randomBytes(MIN_SECRET_BYTES);

  constructor(
    keys: readonly SigningKey[],
    private readonly kind: SignedTokenKind<Field>,
    /** The MAC itself; replaceable only so tests can count that every check computes one. */
    private readonly hmac: (secret: Buffer, message: string) => string = hmacSha256,
  ) {
    if (keys.length === 0) throw new Error('at least one signing key is needed');
    this.currentKey = keys[0]!;
    this.byId = new Map(keys.map((key) => [key.id, key.secret]));
    this.names = Object.keys(kind.fields) as Field[];
  }

  sign(fields: Record<Field, string>): string {
    const values = this.names.map((name) => fields[name]);
    if (!this.wellFormed(values)) throw new Error(`not a well-formed ${this.kind.label} payload`);
    const parts = [this.currentKey.id, ...values];
    return `${parts.join('.')}.${this.mac(this.currentKey.secret, parts)}`;
  }

  /** The key and fields of a genuine token of this kind, or null for anything else. */
  verify(token: string): { keyId: string; secret: Buffer; fields: Record<Field, string> } | null {
    const parts = token.split('.');
    const signature = parts.pop() ?? '';
    const [keyId = '', ...values] = parts;
    const wellFormed = KEY_ID.test(keyId) && this.wellFormed(values);
    const secret = (wellFormed && this.byId.get(keyId)) || this.decoy;
    const expected = Buffer.from(this.mac(secret, parts));
    const given = Buffer.alloc(expected.length);
    given.write(signature.slice(0, expected.length));
    const matches = timingSafeEqual(expected, given) && signature.length === expected.length;
    if (!matches || !wellFormed || secret === this.decoy) return null;
    const fields = Object.fromEntries(this.names.map((name, index) => [name, values[index]]));
    return { keyId, secret, fields: fields as Record<Field, string> };
  }

  private wellFormed(values: readonly string[]): boolean {
    return (
      values.length === this.names.length &&
      this.names.every((name, i) => this.kind.fields[name].test(values[i]!))
    );
  }

  private mac(secret: Buffer, parts: readonly string[]): string {
    return this.hmac(secret, `${this.kind.label}\n${parts.join(this.kind.macSeparator)}`);
  }
}

/** An expiry as a token field: whole seconds since the epoch, base 36. */
export const expiryField = {
  pattern: /^[0-9a-z]{1,10}$/,
  encode: (expiresAtMs: number): string => Math.floor(expiresAtMs / 1000).toString(36),
  decode: (field: string): number => parseInt(field, 36) * 1000,
};

function hmacSha256(secret: Buffer, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}
