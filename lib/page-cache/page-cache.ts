import 'server-only';
import { createSwrCache } from '@/lib/careers/swr-cache';
import { processPart } from '@/lib/site-runtime';
import { publishHitServer } from './cached-hits';
import { FILL_HEADER, newPageFill, type PageFill } from './page-fill';
import { filledTemplate, pageTemplate, type PageTemplate } from './page-template';

/** A rendered page as the cache keeps it: rendered with the fill's nonce and form token stand-in. */
export type CachedPage = {
  status: number;
  /** Header values and the page, each cut at the fill's stand-ins (page-template.ts). */
  headers: [string, PageTemplate][];
  html: PageTemplate;
  /**
   * When it was rendered (performance.now(), finer than a millisecond): a page rendered after the cache
   * was asked for it is one the visitor waited for.
   */
  renderedAt: number;
};

/** A page and whether it was in the cache already (a hit) or this visit waited for its render. */
export type CachedPageLookup = { page: CachedPage; hit: boolean };

/** Response headers that belong to one response, or that the serving side sets itself. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'content-security-policy',
]);

/**
 * Pages as long as the postings behind them (the job cache's window, lib/careers/job-source.ts). The
 * copies for campaigns (a path with a query, cacheable-page.ts) are kept apart: anyone can invent a
 * campaign, and inventing many must never push the plain pages out.
 */
const pagesFor = (path: string) =>
  processPart(path.includes('?') ? 'page-cache-campaigns' : 'page-cache', () =>
    createSwrCache<CachedPage>({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 200 }),
  );

/** Has this server render `path` for the cache (proxy.ts lets the fill through with its nonce). */
async function renderForCache(path: string): Promise<CachedPage> {
  const fill = newPageFill();
  // Next sets PORT when it starts listening: the page is rendered by this very server.
  const response = await fetch(`http://127.0.0.1:${process.env.PORT}${path}`, {
    headers: { [FILL_HEADER]: fill.header, accept: 'text/html' },
    cache: 'no-store',
    redirect: 'manual',
  });
  // Next's own routing headers (a rewrite of the fill's language prefix) must not reach the copies.
  const headers = [...response.headers]
    .filter(
      ([name]) => !OWN_HEADERS.has(name.toLowerCase()) && !name.toLowerCase().startsWith('x-middleware-'),
    )
    .map(([name, value]): [string, PageTemplate] => [name, pageTemplate(value, fill)]);
  const html = pageTemplate(await response.text(), fill);
  return { status: response.status, headers, html, renderedAt: performance.now() };
}

/**
 * A page from the cache (`path` with its campaign query, if any), rendered once per window however many
 * people open it. `keep` decides whether a render may be kept: only a page whose posting and form
 * loaded (one saying "try again" never is), and only a 200.
 */
export async function cachedPage(path: string, keep: () => Promise<boolean>): Promise<CachedPageLookup> {
  if (!(await keep())) return { page: await renderForCache(path), hit: false };
  // Taken after `keep`: a background refresh that finished while it ran is still a page from the cache.
  const askedAt = performance.now();
  const pages = pagesFor(path);
  const page = await pages.get(path, () => renderForCache(path));
  if (page.status !== 200) pages.delete(path);
  return { page, hit: page.renderedAt < askedAt };
}

/** A copy as one visitor gets it: this request's nonce and a form token of its own. */
export type PageCopy = { status: number; headers: Headers; body: ReadableStream<Uint8Array> };

/**
 * The bytes as a stream of one chunk: a Response made from bytes copies them (~0.1 ms for a page), one
 * made from a stream does not.
 */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export function copyOf({ page, hit }: CachedPageLookup, values: PageFill): PageCopy {
  const headers = new Headers(
    page.headers.map(([name, value]): [string, string] => [name, filledTemplate(value, values).toString()]),
  );
  headers.set('x-page-cache', hit ? 'hit' : 'miss');
  return { status: page.status, headers, body: streamOf(filledTemplate(page.html, values)) };
}

/**
 * Lets the proxy serve fresh pages itself (cached-hits.ts), each copy with a form token from
 * `formTokens`: a hit then costs no route handler. Stale and missing pages still come here.
 */
export function serveHitsFromProxy(formTokens: { issue(): string }): void {
  publishHitServer((path, nonce) => {
    const page = pagesFor(path).fresh(path);
    return page ? copyOf({ page, hit: true }, { nonce, formToken: formTokens.issue() }) : null;
  });
}
