import type { CursorPage, OffsetPage } from '../contract';

/** The next page's URL from a `Link: <…>; rel="next"` header (spec §4, rule 3). */
export function nextLink(linkHeader: string | null): string | undefined {
  if (!linkHeader) return undefined;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

/**
 * A path or a Link header's URL resolved against the platform's base URL, or null when it lands on
 * another origin. Compared by `URL.origin`, so `//evil`, `\\evil` and `HTTPS://evil` are all caught:
 * no pattern on the text decides which host receives the platform credential.
 */
export function resolveOnPlatform(target: string, baseUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(target, `${baseUrl.replace(/\/+$/, '')}/`);
  } catch {
    return null;
  }
  return url.origin === new URL(baseUrl).origin ? url : null;
}

/**
 * A cursor page as read: `content` holds the items that could be read, `received` counts every item the
 * platform sent (one left out does not make a page short).
 */
export type CursorPageResult<T> = { page: CursorPage<T>; received: number; link?: string };
/** How to fetch the next page: by its pageId (keeping limit and filters), or by following the Link header. */
export type NextPageRequest = { pageId?: string; link?: string };

/**
 * Walks a cursor-paginated list: follows nextPageId, or the Link header when the body has none, and
 * stops exactly at the last page: one with no cursor, or fewer items than its limit.
 */
export async function* walkCursorPages<T>(
  fetchPage: (next: NextPageRequest) => Promise<CursorPageResult<T>>,
): AsyncGenerator<T[]> {
  let next: NextPageRequest = {};
  const seen = new Set<string>();
  for (;;) {
    const { page, received, link } = await fetchPage(next);
    yield page.content;
    // A page with fewer items than its limit is the remainder (spec §4 rule 5), whatever cursor it names;
    // counted as the platform sent them, and against the limit it says it applied.
    if (received < page.limit) return;
    if (page.nextPageId) next = { pageId: page.nextPageId };
    else if (link) next = { link };
    else return;
    // A platform that hands back a cursor it already gave would loop forever.
    const key = next.pageId ?? next.link ?? '';
    if (seen.has(key)) throw new Error('The platform repeated a page cursor');
    seen.add(key);
  }
}

export async function* walkItems<T>(pages: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const items of pages) yield* items;
}

/**
 * An offset page as read: `content` holds the items that could be read, `received` counts every item the
 * platform sent, read or left out. The next page starts after all of them.
 */
export type ReadOffsetPage<T> = OffsetPage<T> & { received: number };

/**
 * Walks an offset-paginated list (postings) until totalFound is reached or a page comes back short. Pages
 * are counted by what the platform sent, not by what could be read: a page with one item left out is not
 * its last, and the next one starts where the platform's ended.
 */
export async function* walkOffsetPages<T>(
  fetchPage: (offset: number) => Promise<ReadOffsetPage<T>>,
): AsyncGenerator<T[]> {
  let offset = 0;
  for (;;) {
    const page = await fetchPage(offset);
    yield page.content;
    offset += page.received;
    if (page.received === 0 || page.received < page.limit || offset >= page.totalFound) return;
  }
}
