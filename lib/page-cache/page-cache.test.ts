import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedHit } from './cached-hits';
import { cachedPage, copyOf, type CachedPage } from './page-cache';
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

describe('the copies kept for campaigns', () => {
  // The cache has this very server render its pages (process.env.PORT): here, a stand-in that counts.
  const renders: string[] = [];
  const site = createServer((request, response) => {
    renders.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${request.url}</p>`);
  });
  const port = process.env.PORT;
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    process.env.PORT = String((site.address() as AddressInfo).port);
  });
  afterAll(() => {
    process.env.PORT = port;
    site.close();
  });
  const keep = async () => true;

  it('are kept apart: a visitor inventing campaigns without end never pushes the plain page out', async () => {
    await cachedPage('/jobs/abc', keep);
    for (let campaign = 0; campaign < 250; campaign++)
      await cachedPage(`/jobs/abc?utm_source=s${campaign}`, keep);
    expect((await cachedPage('/jobs/abc', keep)).hit).toBe(true);
    expect((await cachedPage('/jobs/abc?utm_source=s249', keep)).hit).toBe(true);
    // At most 200 campaign copies: the first ones invented are gone.
    expect((await cachedPage('/jobs/abc?utm_source=s0', keep)).hit).toBe(false);
    expect(renders).toHaveLength(252);
    expect(renders.at(-1)).toBe('/jobs/abc?utm_source=s0');
  });
});
