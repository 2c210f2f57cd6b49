import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideLocale } from '../i18n/locale-routing';
import { ACTION_BODY_LIMIT_BYTES, backToTheForm, isOversizedFormPost, notSentNotice } from './oversized-post';

const post = (headers: Record<string, string>, method = 'POST', pathname = '/jobs/p1') => ({
  method,
  pathname,
  headers: new Headers(headers),
});
const multipart = 'multipart/form-data; boundary=----x';

describe('a form post too large for the server action', () => {
  it('is judged by the limit Next is configured with', () => {
    const config = readFileSync(new URL('../../next.config.mjs', import.meta.url), 'utf8');
    const megabytes = Number(/bodySizeLimit: '(\d+)mb'/.exec(config)?.[1]);
    // Next reads "mb" as 1024 × 1024 bytes.
    expect(ACTION_BODY_LIMIT_BYTES).toBe(megabytes * 1024 * 1024);
  });

  it('is a multipart post without JavaScript, declared over the limit', () => {
    const over = String(ACTION_BODY_LIMIT_BYTES + 1);
    // The proxy asks with the path its locale decision serves: `/de/jobs/p1` is `/jobs/p1` in German.
    const german = decideLocale({
      pathname: '/de/jobs/p1',
      searchParams: new URLSearchParams(),
      cookie: undefined,
      acceptLanguage: null,
    });
    const servedPath = german.kind === 'serve' ? german.path : 'a redirect';
    for (const page of ['/jobs/p1', servedPath, '/embed/jobs/p1'])
      expect(
        isOversizedFormPost(post({ 'content-type': multipart, 'content-length': over }, 'POST', page)),
      ).toBe(true);
    // Nothing else takes files: anything else is Next's to answer.
    for (const other of ['/api/alerts/check', '/jobs', '/admin/users', '/jobs/p1/more'])
      expect(
        isOversizedFormPost(post({ 'content-type': multipart, 'content-length': over }, 'POST', other)),
      ).toBe(false);
    expect(
      isOversizedFormPost(
        post({ 'content-type': multipart, 'content-length': String(ACTION_BODY_LIMIT_BYTES) }),
      ),
    ).toBe(false);
    // The browser's own action call: Next answers it, and the form checked its files before sending.
    expect(
      isOversizedFormPost(post({ 'content-type': multipart, 'content-length': over, 'next-action': 'abc' })),
    ).toBe(false);
    expect(isOversizedFormPost(post({ 'content-type': 'application/json', 'content-length': over }))).toBe(
      false,
    );
    expect(isOversizedFormPost(post({ 'content-type': multipart }))).toBe(false);
    expect(isOversizedFormPost(post({ 'content-type': multipart, 'content-length': over }, 'GET'))).toBe(
      false,
    );
  });

  it('goes back to the form it was posted from, in its language and with its campaign, saying why', () => {
    const back = backToTheForm(new URL('https://careers.example/de/jobs/p1?utm_source=linkedin'));
    expect(back.pathname).toBe('/de/jobs/p1');
    expect(back.searchParams.get('utm_source')).toBe('linkedin');
    expect(back.hash).toBe('#apply');
    expect(notSentNotice(Object.fromEntries(back.searchParams))).toBe('apply.tooLarge');
    expect(notSentNotice({ notSent: 'something else' })).toBeUndefined();
    expect(notSentNotice({})).toBeUndefined();
  });
});
