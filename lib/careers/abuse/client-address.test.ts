import { describe, expect, it } from 'vitest';
import { clientAddress, networkOf } from './client-address';

describe('clientAddress', () => {
  it('believes X-Forwarded-For only when proxies are trusted, and then the entry they wrote', () => {
    expect(clientAddress('203.0.113.9', 0)).toBeNull();
    expect(clientAddress('203.0.113.9', 1)).toBe('203.0.113.9');
    // A client's own forged entry sits to the left of what the proxy appended.
    expect(clientAddress('1.1.1.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('1.1.1.1, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:198.51.100.4', 1)).toBe('198.51.100.4');
  });

  it('answers null for a missing or malformed entry', () => {
    expect(clientAddress(null, 1)).toBeNull();
    expect(clientAddress('not-an-ip', 1)).toBeNull();
    expect(clientAddress('203.0.113.9', 2)).toBeNull();
  });
});

describe('networkOf', () => {
  it('groups IPv4 by /24 and IPv6 by /64', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0000:0012:1:2:3:4')).toBe('2001:db8:0:12::/64');
  });
});
