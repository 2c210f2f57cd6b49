import { processPart } from '@/lib/site-runtime';

/** A page as one visitor gets it (page-cache.ts makes them). */
export type HitCopy = { status: number; headers: Headers; body: ReadableStream<Uint8Array> };

/** A fresh cached page for `path`, as served to the visitor with `nonce`; null when there is none. */
export type HitServer = (path: string, nonce: string) => HitCopy | null;

/**
 * Where the proxy finds the page cache's fresh pages. The cache publishes its server once it can issue
 * form tokens (its keys come from the database, which the proxy must not load); until then, and for any
 * page not fresh in the cache, the proxy sends the visit on to the cache's route.
 */
const desk = () => processPart('page-cache-hits', () => ({ serve: null as HitServer | null }));

export function publishHitServer(serve: HitServer): void {
  desk().serve = serve;
}

export function servedHit(path: string, nonce: string): HitCopy | null {
  return desk().serve?.(path, nonce) ?? null;
}
