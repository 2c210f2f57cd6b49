import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALERT_LINK_TTL_MS, AlertLinkSigner, alertOwnerKey } from './alert-links';

const oldKey = { id: 'old', secret: randomBytes(32) };
const newKey = { id: 'new', secret: randomBytes(32) };
const signer = new AlertLinkSigner([newKey, oldKey]);
const subject = 'A'.repeat(22);
const now = Date.UTC(2026, 0, 10, 12);

describe('job alert links', () => {
  it('verify what they signed, for the same purpose only', () => {
    const token = signer.sign('confirm', subject, now);
    expect(signer.verify(token, 'confirm', now)).toBe(subject);
    expect(signer.verify(token, 'unsubscribe', now)).toBeNull();
    expect(signer.verify(token, 'manage', now)).toBeNull();
  });

  it('refuse a tampered subject, expiry, purpose or signature', () => {
    const token = signer.sign('manage', subject, now);
    const [kid, code, subj, expiry, mac] = token.split('.') as [string, string, string, string, string];
    const flip = (text: string) => text.replace(/^./, (c) => (c === 'B' ? 'C' : 'B'));
    for (const forged of [
      [kid, code, flip(subj), expiry, mac],
      [kid, code, subj, (parseInt(expiry, 36) + 86_400).toString(36), mac],
      [kid, 'u', subj, expiry, mac],
      [kid, code, subj, expiry, flip(mac)],
      [kid, code, subj, expiry],
    ])
      expect(signer.verify(forged.join('.'), 'manage', now)).toBeNull();
  });

  it('expire: a confirm link works for 7 days and not after', () => {
    const token = signer.sign('confirm', subject, now);
    expect(ALERT_LINK_TTL_MS.confirm).toBe(7 * 86_400_000);
    expect(signer.verify(token, 'confirm', now + ALERT_LINK_TTL_MS.confirm - 1_000)).toBe(subject);
    expect(signer.verify(token, 'confirm', now + ALERT_LINK_TTL_MS.confirm + 1_000)).toBeNull();
  });

  it('keep working after a key rotation, and not with an unknown key', () => {
    const before = new AlertLinkSigner([oldKey]).sign('unsubscribe', subject, now);
    expect(signer.verify(before, 'unsubscribe', now)).toBe(subject);
    const stranger = new AlertLinkSigner([{ id: 'new', secret: randomBytes(32) }]).sign(
      'unsubscribe',
      subject,
      now,
    );
    expect(signer.verify(stranger, 'unsubscribe', now)).toBeNull();
  });

  it('name one owner per address, not computable without the key', () => {
    const key = alertOwnerKey([newKey], 'ada@example.com');
    expect(alertOwnerKey([newKey], 'ada@example.com')).toBe(key);
    expect(alertOwnerKey([newKey], 'grace@example.com')).not.toBe(key);
    expect(alertOwnerKey([oldKey], 'ada@example.com')).not.toBe(key);
    expect(signer.verify(signer.sign('manage', key, now), 'manage', now)).toBe(key);
  });

  it('keep verifying the links already mailed: the token format is unchanged', () => {
    const mailed = 'k1.u.BBBBBBBBBBBBBBBBBBBBBB.tt8400.LU-jpoWZCnnUW1hMwHfA9QOOnbUHMgiYE6bSEHhWmPk';
    const fixed = new AlertLinkSigner([{ id: 'k1', secret: Buffer.alloc(32, 1) }]);
    expect(fixed.verify(mailed, 'unsubscribe', now)).toBe('B'.repeat(22));
    expect(fixed.sign('unsubscribe', 'B'.repeat(22), now)).toBe(mailed);
  });
});
