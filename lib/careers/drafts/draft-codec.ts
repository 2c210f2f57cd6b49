import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FileField } from '../form-state';
import type { DraftValues } from './draft-values';

/**
 * What is sealed: the answers, the posting they belong to, when they stop being readable, and which file
 * fields had a file (absent from drafts sealed before it was kept).
 */
export type SealedDraft = {
  postingId: string;
  expiresAtMs: number;
  values: DraftValues;
  filesChosen?: FileField[];
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key of one draft: HKDF-SHA256 of a site key (STATUS_LINK_KEYS, or the generated one), salted with a
 * secret that only the emailed link carries, under the draft's own label. So the site has no new secret to
 * configure or rotate (the link names its key's id), the key is never the one that signs links, and a copy
 * of the database — even with the site keys — cannot read a draft without the candidate's link. The
 * database holds the link only in its mail while that waits to be sent: sending takes it out.
 */
export function draftKey(siteSecret: Buffer, linkSecret: Buffer, draftId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', siteSecret, linkSecret, `application-draft\n${draftId}`, 32));
}

/** The draft id is authenticated with the text, so a ciphertext copied onto another row does not open. */
const associatedData = (draftId: string) => Buffer.from(`application-draft\n${draftId}`);

/** AES-256-GCM: `<iv><ciphertext><tag>`, base64url. */
export function sealDraft(key: Buffer, draftId: string, draft: SealedDraft): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(draftId));
  const body = Buffer.concat([cipher.update(JSON.stringify(draft), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The draft, or null when the key is wrong, a byte was changed, it belongs elsewhere or it has expired. */
export function openDraft(key: Buffer, draftId: string, sealed: string, nowMs: number): SealedDraft | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(draftId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const draft = JSON.parse(text) as SealedDraft;
    return draft.expiresAtMs > nowMs ? draft : null;
  } catch {
    // A failed authentication tag: tampered, or not sealed with this key.
    return null;
  }
}
