import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and strict-dynamic, and forbids framing by default', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', frameAncestors: [], development: false });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets the embed be framed by the allowed origins, and development evaluate code', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      frameAncestors: ["'self'", 'https://employer.example'],
      development: true,
    });
    expect(policy).toContain("frame-ancestors 'self' https://employer.example");
    expect(policy).toContain("'unsafe-eval'");
  });

  it('makes a fresh nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
  });
});
