import { readSiteEnv } from '@/lib/env';

/** Where a cached page is served from (app/page-cache): the posting id after it. */
export const CACHED_POSTING_ROUTE = '/page-cache/jobs/';

const POSTING_PAGE = /^\/jobs\/([0-9A-Za-z-]{1,64})$/;

/**
 * The cache's route for a request, or null when the page must be rendered for it: only a plain
 * document GET of a posting page. A query (campaign parameters, the router's `_rsc`), a router request
 * (`rsc` header: it wants the component payload, not HTML) or a form post is always rendered.
 */
export function cachedPageRoute(request: {
  method: string;
  pathname: string;
  search: string;
  headers: Pick<Headers, 'has'>;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.search !== '' || request.headers.has('rsc') || request.headers.has('next-router-prefetch'))
    return null;
  const posting = POSTING_PAGE.exec(request.pathname);
  return posting ? `${CACHED_POSTING_ROUTE}${posting[1]}` : null;
}

/**
 * Whether this process serves pages from the cache: a production server that knows its own port (Next
 * sets PORT as it starts listening), unless PAGE_CACHE=off. Never under `next dev`, where pages change.
 */
export const pageCacheEnabled = () =>
  process.env.NODE_ENV === 'production' && Boolean(process.env.PORT) && readSiteEnv().PAGE_CACHE;
