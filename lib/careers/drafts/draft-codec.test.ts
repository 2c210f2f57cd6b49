import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { draftKey, openDraft, sealDraft, type SealedDraft } from './draft-codec';
import { DraftLinkSigner } from './draft-links';
import { DRAFT_TTL_MS } from './draft-ttl';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const siteKey = { id: 'k1', secret: randomBytes(32) };
const draft: SealedDraft = {
  postingId: 'posting-1',
  expiresAtMs: NOW + DRAFT_TTL_MS,
  values: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    country: 'GB',
    city: 'London',
    linkedIn: '',
    website: '',
    message: 'Looking forward to it — ünïcødé ✓',
    answers: { 'q-1': [{ 'f-1': 'An answer' }] },
  },
};

function sealed() {
  const signer = new DraftLinkSigner([siteKey]);
  const { token, link } = signer.issue(NOW);
  const key = draftKey(link.siteSecret, link.linkSecret, link.draftId);
  return { signer, token, link, key, text: sealDraft(key, link.draftId, draft) };
}

describe('draft codec (AES-256-GCM)', () => {
  it('opens what it sealed, with the key the link rebuilds', () => {
    const { signer, token, text } = sealed();
    const link = signer.verify(token, NOW + 1000)!;
    const key = draftKey(link.siteSecret, link.linkSecret, link.draftId);
    expect(openDraft(key, link.draftId, text, NOW + 1000)).toEqual(draft);
    // Nothing readable is stored.
    expect(Buffer.from(text, 'base64url').toString('latin1')).not.toContain('Lovelace');
  });

  it('refuses a changed byte, another key, another draft id or a truncated text', () => {
    const { link, key, text } = sealed();
    const bytes = Buffer.from(text, 'base64url');
    bytes[20] = bytes[20]! ^ 1;
    expect(openDraft(key, link.draftId, bytes.toString('base64url'), NOW)).toBeNull();
    const otherKey = draftKey(link.siteSecret, randomBytes(16), link.draftId);
    expect(openDraft(otherKey, link.draftId, text, NOW)).toBeNull();
    expect(openDraft(key, 'another-draft-id-00000', text, NOW)).toBeNull();
    expect(openDraft(key, link.draftId, text.slice(0, 20), NOW)).toBeNull();
  });

  it('no longer opens once expired', () => {
    const { link, key, text } = sealed();
    expect(openDraft(key, link.draftId, text, NOW + DRAFT_TTL_MS - 1)).not.toBeNull();
    expect(openDraft(key, link.draftId, text, NOW + DRAFT_TTL_MS)).toBeNull();
  });

  it('derives a different key per draft and per link secret', () => {
    const secret = randomBytes(16);
    expect(draftKey(siteKey.secret, secret, 'a').equals(draftKey(siteKey.secret, secret, 'b'))).toBe(false);
    expect(draftKey(siteKey.secret, secret, 'a').equals(draftKey(siteKey.secret, randomBytes(16), 'a'))).toBe(
      false,
    );
  });
});

describe('draft links', () => {
  it('verifies its own link until it expires, then not', () => {
    const { signer, token, link } = sealed();
    expect(signer.verify(token, NOW)?.draftId).toBe(link.draftId);
    expect(signer.verify(token, NOW + DRAFT_TTL_MS)).toBeNull();
  });

  it('refuses a tampered link, another key, and junk', () => {
    const { signer, token } = sealed();
    const parts = token.split('.');
    const changed = (index: number) =>
      parts
        .map((part, i) =>
          i === index ? (part.startsWith('A') ? `B${part.slice(1)}` : `A${part.slice(1)}`) : part,
        )
        .join('.');
    for (const index of [1, 2, 3, 4]) expect(signer.verify(changed(index), NOW)).toBeNull();
    expect(new DraftLinkSigner([{ id: 'k1', secret: randomBytes(32) }]).verify(token, NOW)).toBeNull();
    for (const junk of ['', '....', 'a.b.c.d.e', `${token}.x`]) expect(signer.verify(junk, NOW)).toBeNull();
  });

  it('keeps verifying after a key rotation (old keys still verify)', () => {
    const { token } = sealed();
    const rotated = new DraftLinkSigner([{ id: 'k2', secret: randomBytes(32) }, siteKey]);
    expect(rotated.verify(token, NOW)).not.toBeNull();
  });

  it('keeps verifying the links already mailed: the token format is unchanged', () => {
    const mailed =
      'k1.IdYJCYVFDwEwSz8tGf_Qjg.fM_usKzKTHV-ho_7Tlyuxg.t90c00.ZIiqRXePw_pAjuYCwr1S1pp-LeyS2jHDc5Syy-qpEuY';
    const fixed = new DraftLinkSigner([{ id: 'k1', secret: Buffer.alloc(32, 1) }]);
    expect(fixed.verify(mailed, Date.UTC(2026, 0, 10, 12))?.draftId).toBe('IdYJCYVFDwEwSz8tGf_Qjg');
  });
});
