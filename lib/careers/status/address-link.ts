import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { expiryField, SignedTokens, type SigningKey } from '@/lib/security/signed-token';

/** A week: long enough to come back to, short enough that an old mail does not open them for good. */
export const ADDRESS_LINK_TTL_MS = 7 * 86_400_000;

const LABEL = 'address-link';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** An address of up to 254 characters, sealed: 12 + 254 + 16 bytes in base64url. */
const SEALED = /^[A-Za-z0-9_-]{40,380}$/;

/** The sealing key: derived from the signing key under its own label, so it is never the key that signs. */
const sealingKey = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));

function seal(secret: Buffer, address: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(LABEL));
  const body = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function unseal(secret: Buffer, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(LABEL));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The link in "Your applications" mail to the page listing every application an address sent:
 * `<keyId>.<sealed address>.<expiry>.<HMAC-SHA256>`, signed with the status-link keys under its own label.
 * The address is sealed (AES-256-GCM), not written out: a link in a proxy's log or a browser's history
 * names nobody. Only that address's inbox gets one, so holding it is the proof of the address.
 */
export class AddressLinkSigner {
  private readonly tokens: SignedTokens<'sealed' | 'expiry'>;

  constructor(keys: readonly SigningKey[]) {
    this.tokens = new SignedTokens(keys, {
      label: LABEL,
      fields: { sealed: SEALED, expiry: expiryField.pattern },
      macSeparator: '.',
    });
  }

  sign(address: string, nowMs: number): string {
    const expiry = expiryField.encode(nowMs + ADDRESS_LINK_TTL_MS);
    return this.tokens.sign({ sealed: seal(this.tokens.currentKey.secret, address), expiry });
  }

  /** The address and expiry of a genuine, unexpired link, or null for anything else. */
  verify(token: string, nowMs: number): { address: string; expiresAtMs: number } | null {
    const verified = this.tokens.verify(token);
    if (!verified) return null;
    const expiresAtMs = expiryField.decode(verified.fields.expiry);
    if (!(expiresAtMs > nowMs)) return null;
    const address = unseal(verified.secret, verified.fields.sealed);
    return address ? { address, expiresAtMs } : null;
  }
}
