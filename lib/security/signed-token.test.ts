import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expiryField, SignedTokens, type SignedTokenKind } from './signed-token';

const ID = /^[A-Za-z0-9_-]{22}$/;
const NOTE: SignedTokenKind<'id'> = { label: 'note', fields: { id: ID }, macSeparator: '.' };
const k1 = { id: 'k1', secret: randomBytes(32) };
const k2 = { id: 'k2', secret: randomBytes(32) };
const id = 'A'.repeat(22);

describe('signed tokens', () => {
  it('sign with the first key and verify with any, returning the named fields', () => {
    const old = new SignedTokens([k1], NOTE).sign({ id });
    const rotated = new SignedTokens([k2, k1], NOTE);
    expect(rotated.verify(old)).toEqual({ keyId: 'k1', secret: k1.secret, fields: { id } });
    expect(rotated.sign({ id }).startsWith('k2.')).toBe(true);
    expect(new SignedTokens([k1], NOTE).verify(rotated.sign({ id }))).toBeNull();
  });

  it('never verify a token of one kind as another, even with the same keys and field shapes', () => {
    const memo = new SignedTokens([k1], { ...NOTE, label: 'memo' });
    const note = new SignedTokens([k1], NOTE);
    expect(note.verify(memo.sign({ id }))).toBeNull();
    expect(memo.verify(note.sign({ id }))).toBeNull();
  });

  it('refuse to sign a field its pattern does not allow', () => {
    expect(() => new SignedTokens([k1], NOTE).sign({ id: 'short' })).toThrow(/note/);
    expect(() => new SignedTokens([], NOTE)).toThrow(/at least one/);
  });

  it('do the same work for a forged token as for a genuine one: one HMAC each', () => {
    let macs = 0;
    const counting = new SignedTokens([k1], NOTE, (secret, message) => {
      macs += 1;
      return createHmac('sha256', secret).update(message).digest('base64url');
    });
    const genuine = counting.sign({ id });
    macs = 0;
    const tokens = [genuine, `k9.${id}.x`, 'garbage', '', genuine.slice(0, -2), `${genuine}.more`];
    for (const token of tokens) counting.verify(token);
    expect(macs).toBe(tokens.length);
    expect(counting.verify(genuine)).not.toBeNull();
  });

  it('keep an expiry to the whole second', () => {
    expect(expiryField.decode(expiryField.encode(1_700_000_000_999))).toBe(1_700_000_000_000);
  });
});
