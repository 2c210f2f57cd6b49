import { processPart } from '@/lib/site-runtime';

/**
 * The request through which the page cache has a page rendered for it (page-cache.ts): it carries the
 * process's fill secret, the nonce the page is to be rendered with and a form token stand-in, each
 * random per fill, so the cache can put a fresh nonce and token into every copy it serves.
 */
export const FILL_HEADER = 'x-page-cache-fill';

export type PageFill = { nonce: string; formToken: string };

/** 128 random bits, hex: never in a page by chance, never guessable by a visitor. */
function randomHex(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The process's fill secret: a fill request from anywhere else is an ordinary request. */
const fillSecret = () => processPart('page-fill-secret', randomHex);

/** A new fill: the nonce and the form token stand-in the page is rendered with, and its header. */
export function newPageFill(): PageFill & { header: string } {
  const fill = { nonce: randomHex(), formToken: `pagecache${randomHex()}` };
  return { ...fill, header: `${fillSecret()}:${fill.nonce}:${fill.formToken}` };
}

/**
 * Compared in constant time: how much of a guess matches must not show in how long the answer takes. Plain
 * code rather than node:crypto, as the proxy reads it too.
 */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index++)
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

/** The fill a request carries, when it carries this process's secret; null for anything else. */
export function pageFillFrom(header: string | null): PageFill | null {
  const [secret, nonce, formToken, extra] = header?.split(':') ?? [];
  if (!secret || !nonce || !formToken || extra !== undefined || !sameSecret(secret, fillSecret()))
    return null;
  return { nonce, formToken };
}
