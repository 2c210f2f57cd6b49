import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorPageSchema } from '../contract/page';
import { nextLink, resolveOnPlatform, walkCursorPages, walkOffsetPages } from './pagination';

describe('nextLink', () => {
  it('finds rel="next" among several links, and nothing otherwise', () => {
    expect(
      nextLink(
        '<https://p.example/a?page=1>; rel="prev", <https://p.example/a?pageId=xyz&limit=5>; rel="next"',
      ),
    ).toBe('https://p.example/a?pageId=xyz&limit=5');
    expect(nextLink('<https://p.example/a>; rel=next')).toBe('https://p.example/a');
    expect(nextLink('<https://p.example/a>; rel="last"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});

describe('resolveOnPlatform', () => {
  const base = 'https://platform.example';

  it('keeps paths and same-origin links', () => {
    expect(resolveOnPlatform('/users?pageId=b', base)?.href).toBe('https://platform.example/users?pageId=b');
    expect(resolveOnPlatform('https://platform.example/users?pageId=b', base)?.pathname).toBe('/users');
    // Scheme and host are case-insensitive: the same origin written differently is still ours.
    expect(resolveOnPlatform('HTTPS://PLATFORM.example/users', base)?.host).toBe('platform.example');
  });

  it.each([
    'https://evil.example/users',
    'HTTPS://evil.example/users',
    '//evil.example/users',
    '\\\\evil.example/users',
    '/\\evil.example/users',
    'http://platform.example/users',
    'https://platform.example:8443/users',
    'javascript:alert(1)',
  ])('refuses %s, which lands on another origin', (link) => {
    expect(resolveOnPlatform(link, base)).toBeNull();
  });
});

describe('walkCursorPages', () => {
  it('stops when a page has neither a cursor nor a link', async () => {
    const pages = [
      { page: { limit: 2, nextPageId: 'b', content: [1, 2] }, received: 2 },
      { page: { limit: 2, content: [3] }, received: 1, link: undefined },
    ];
    const seen: number[][] = [];
    for await (const items of walkCursorPages(async () => pages.shift()!)) seen.push(items);
    expect(seen).toEqual([[1, 2], [3]]);
  });

  it('stops at a page the platform sent short, whatever cursor it names; not at one with an item left out', async () => {
    const pages = [
      // One item could not be read: not the last page.
      { page: { limit: 2, nextPageId: 'b', content: [1] }, received: 2 },
      {
        page: { limit: 2, nextPageId: 'c', content: [3] },
        received: 1,
        link: 'https://platform.example/next',
      },
    ];
    const seen: number[][] = [];
    for await (const items of walkCursorPages(async () => pages.shift()!)) seen.push(items);
    expect(seen).toEqual([[1], [3]]);
    expect(cursorPageSchema(z.number()).parse({ limit: 100, nextPageId: null, content: [] })).toEqual({
      limit: 100,
      content: [],
    });
  });

  it('refuses a platform that hands back a cursor it already gave', async () => {
    const walk = walkCursorPages(async () => ({
      page: { limit: 1, nextPageId: 'same', content: [1] },
      received: 1,
    }));
    await expect(async () => {
      for await (const _ of walk) void _;
    }).rejects.toThrow(/repeated/);
  });
});

describe('walkOffsetPages', () => {
  /**
   * `total` postings, 100 a page, the platform saying `claimed` were found; the item at `unreadable`
   * cannot be read and is left out of its page.
   */
  const platform = (unreadable: number, total = 250, claimed = total) => {
    const asked: number[] = [];
    const fetchPage = async (offset: number) => {
      asked.push(offset);
      const sent = Array.from({ length: Math.max(0, Math.min(100, total - offset)) }, (_, i) => offset + i);
      const content = sent.filter((n) => n !== unreadable);
      return { limit: 100, offset, totalFound: claimed, content, received: sent.length };
    };
    return { asked, fetchPage };
  };
  const walk = async (fetchPage: ReturnType<typeof platform>['fetchPage']) => {
    const seen: number[] = [];
    for await (const items of walkOffsetPages(fetchPage)) seen.push(...items);
    return seen;
  };

  it('goes past a page with an item left out, from where the page the platform sent ended', async () => {
    const { asked, fetchPage } = platform(7);
    const seen = await walk(fetchPage);
    expect(asked).toEqual([0, 100, 200]);
    expect(seen).toHaveLength(249);
    expect(seen).not.toContain(7);
    expect(seen.at(-1)).toBe(249);
  });

  it('stops at a short page', async () => {
    // The platform says 1,000 but sends 250: the short third page is the last, nothing past it is asked.
    const { asked, fetchPage } = platform(-1, 250, 1_000);
    expect(await walk(fetchPage)).toHaveLength(250);
    expect(asked).toEqual([0, 100, 200]);
  });

  it('stops at totalFound when the last page is full, without asking for an empty one', async () => {
    const { asked, fetchPage } = platform(-1, 200);
    expect(await walk(fetchPage)).toHaveLength(200);
    expect(asked).toEqual([0, 100]);
  });
});
