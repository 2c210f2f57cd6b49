import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SigningKey } from '@/lib/security/signed-token';
import { newApplicationId, parseStatusLinkKeys, StatusLinkSigner } from './status-link';

const key = (id: string): SigningKey => ({ id, secret: randomBytes(32) });

describe('status links', () => {
  const k1 = key('k1');
  const signer = new StatusLinkSigner([k1]);

  it('round-trips an application id and names the key', () => {
    const id = newApplicationId();
    const token = signer.sign(id);
    expect(token.startsWith('k1.')).toBe(true);
    expect(signer.verify(token)).toEqual({ applicationId: id, keyId: 'k1' });
  });

  it('makes unguessable ids: 128 random bits, never repeating', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newApplicationId));
    expect(ids.size).toBe(10_000);
    for (const id of [...ids].slice(0, 5)) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });

  it('refuses every tampered, truncated, malformed or foreign token', () => {
    const id = newApplicationId();
    const token = signer.sign(id);
    const [kid, app, mac] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const otherId = newApplicationId();
    const bad = [
      `${kid}.${flip(app, 3)}.${mac}`,
      `${kid}.${app}.${flip(mac, 10)}`,
      `${kid}.${otherId}.${mac}`,
      `${kid}.${app}.${mac.slice(0, -1)}`,
      `${kid}.${app}.${mac}x`,
      `k9.${app}.${mac}`,
      `${kid}.${app}`,
      `${token}.extra`,
      '',
      '...',
      'k1.!!!.abc',
      new StatusLinkSigner([key('k1')]).sign(id), // same key id, another secret
    ];
    for (const candidate of bad) expect(signer.verify(candidate), candidate).toBeNull();
  });

  it('keeps old links working across a key rotation, and signs new ones with the new key', () => {
    const old = signer.sign(newApplicationId());
    const rotated = new StatusLinkSigner([key('k2'), k1]);
    expect(rotated.verify(old)?.keyId).toBe('k1');
    const fresh = rotated.sign(newApplicationId());
    expect(rotated.verify(fresh)?.keyId).toBe('k2');
    expect(signer.verify(fresh)).toBeNull();
  });

  it('parses keys from configuration and refuses weak or ambiguous ones', () => {
    const secret = randomBytes(32).toString('base64url');
    expect(parseStatusLinkKeys(`a:${secret}, b:${secret}`).map((k) => k.id)).toEqual(['a', 'b']);
    expect(() => parseStatusLinkKeys(`a:${randomBytes(16).toString('base64url')}`)).toThrow(/32 bytes/);
    expect(() => parseStatusLinkKeys(`a:${secret},a:${secret}`)).toThrow(/unique/);
    expect(() => parseStatusLinkKeys(`bad id:${secret}`)).toThrow(/key 1 must be written kid:secret/);
    // An old key added without its id during a rotation: the message names its place, never its text.
    expect(() => parseStatusLinkKeys(`new:${secret},${secret}`)).toThrow(/^status link key 2 must be/);
    expect(() => parseStatusLinkKeys(`new:${secret},${secret}`)).not.toThrow(secret);
    expect(() => parseStatusLinkKeys('')).toThrow(/at least one/);
  });

  it('keeps verifying the links already mailed: the token format is unchanged', () => {
    const mailed = 'k1.AAAAAAAAAAAAAAAAAAAAAA.uwyKmbUHssV4EC_ctMKYVpd2q5mvY236QJyPdnqI8x8';
    const fixed = new StatusLinkSigner([{ id: 'k1', secret: Buffer.alloc(32, 1) }]);
    expect(fixed.verify(mailed)).toEqual({ applicationId: 'A'.repeat(22), keyId: 'k1' });
    expect(fixed.sign('A'.repeat(22))).toBe(mailed);
  });
});
