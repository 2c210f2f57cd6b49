import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { embedFrameAncestors } from './frame-policy';

describe('embedFrameAncestors', () => {
  it('lets only the allowed origins, and the site itself, frame the embed', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      frameAncestors: embedFrameAncestors(['https://www.acme.example', 'http://127.0.0.1:3301']),
      development: false,
    });
    expect(policy).toMatch(
      /^frame-ancestors 'self' https:\/\/www\.acme\.example http:\/\/127\.0\.0\.1:3301;/,
    );
    expect(embedFrameAncestors([])).toEqual(["'self'"]);
  });
});
