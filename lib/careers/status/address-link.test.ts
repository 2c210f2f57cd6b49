import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StatusLinkSigner } from '../status-link';
import { ADDRESS_LINK_TTL_MS, AddressLinkSigner } from './address-link';

const oldKey = { id: 'old', secret: randomBytes(32) };
const newKey = { id: 'new', secret: randomBytes(32) };
const signer = new AddressLinkSigner([newKey, oldKey]);
const address = 'ada.lovelace@example.com';
const now = Date.UTC(2026, 10, 27, 12);

describe('"all your applications" links', () => {
  it('open the address they were made for, which the link itself does not show', () => {
    const token = signer.sign(address, now);
    expect(signer.verify(token, now)).toEqual({ address, expiresAtMs: now + ADDRESS_LINK_TTL_MS });
    expect(token).not.toContain('ada');
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString('latin1')).not.toContain('lovelace');
    // Sealed afresh each time: two links to one address do not show they are the same address.
    expect(signer.sign(address, now).split('.')[1]).not.toBe(token.split('.')[1]);
  });

  it('hold the longest address there can be', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(signer.verify(signer.sign(longest, now), now)?.address).toBe(longest);
  });

  it('work for a week and not after', () => {
    const token = signer.sign(address, now);
    expect(ADDRESS_LINK_TTL_MS).toBe(7 * 86_400_000);
    expect(signer.verify(token, now + ADDRESS_LINK_TTL_MS - 1_000)?.address).toBe(address);
    expect(signer.verify(token, now + ADDRESS_LINK_TTL_MS + 1_000)).toBeNull();
  });

  it('refuse a changed address, expiry or signature, and a status link', () => {
    const token = signer.sign(address, now);
    const [kid, sealed, expiry, mac] = token.split('.') as [string, string, string, string];
    const other = signer.sign('eve@example.com', now).split('.')[1]!;
    const flip = (text: string) => text.replace(/^./, (c) => (c === 'B' ? 'C' : 'B'));
    for (const forged of [
      [kid, other, expiry, mac],
      [kid, flip(sealed), expiry, mac],
      [kid, sealed, (parseInt(expiry, 36) + 86_400).toString(36), mac],
      [kid, sealed, expiry, flip(mac)],
      [kid, sealed, expiry],
    ])
      expect(signer.verify(forged.join('.'), now)).toBeNull();
    const statusLink = new StatusLinkSigner([newKey]).sign('A'.repeat(22));
    expect(signer.verify(statusLink, now)).toBeNull();
  });

  it('keep working after a key rotation, and not with an unknown key', () => {
    const before = new AddressLinkSigner([oldKey]).sign(address, now);
    expect(signer.verify(before, now)?.address).toBe(address);
    const stranger = new AddressLinkSigner([{ id: 'new', secret: randomBytes(32) }]).sign(address, now);
    expect(signer.verify(stranger, now)).toBeNull();
  });
});
