import { describe, expect, it } from 'vitest';
import { servedHit } from './cached-hits';
import { copyOf, type CachedPage } from './page-cache';
import { pageTemplate } from './page-template';

const fill = { nonce: 'f'.repeat(32), formToken: `pagecache${'0'.repeat(32)}` };
const page: CachedPage = {
  status: 200,
  headers: [
    ['content-type', pageTemplate('text/html; charset=utf-8', fill)],
    ['link', pageTemplate(`</font.woff2>; rel=preload; nonce="${fill.nonce}"`, fill)],
  ],
  html: pageTemplate(
    `<script nonce="${fill.nonce}"></script><input name="formToken" value="${fill.formToken}">`,
    fill,
  ),
  renderedAt: 0,
};

describe('a copy of a cached page', () => {
  it('carries this visit’s nonce and form token in its page and headers, and says where it came from', async () => {
    const copy = copyOf({ page, hit: true }, { nonce: 'visitNonce', formToken: 'visitToken' });
    expect(copy.status).toBe(200);
    expect(await new Response(copy.body).text()).toBe(
      '<script nonce="visitNonce"></script><input name="formToken" value="visitToken">',
    );
    expect(copy.headers.get('link')).toBe('</font.woff2>; rel=preload; nonce="visitNonce"');
    expect(copy.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(copy.headers.get('x-page-cache')).toBe('hit');
    expect(copyOf({ page, hit: false }, fill).headers.get('x-page-cache')).toBe('miss');
  });

  it('is not served by the proxy before the cache has published its server', () => {
    expect(servedHit('/jobs/abc', 'nonce')).toBeNull();
  });
});
