import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { embedFrameAncestors, isEmbedPath } from './frame-policy';

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

describe('isEmbedPath', () => {
  it("tells the embed's pages (with or without a query) from the site's", () => {
    for (const path of ['/embed', '/embed/jobs', '/embed/jobs/abc?accent=%23123456', '/embed?lang=de'])
      expect(isEmbedPath(path)).toBe(true);
    for (const path of ['/', '/jobs/abc', '/embedded', '/embed-jobs', '/jobs/embed', '/admin/embed'])
      expect(isEmbedPath(path)).toBe(false);
  });
});
