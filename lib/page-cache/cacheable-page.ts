import { readSiteEnv } from '@/lib/env';

const POSTING_PAGE = /^\/jobs\/([0-9A-Za-z-]{1,64})$/;

/** Where a cached page is served from (app/page-cache): the pages most visited, the same for everyone. */
function cacheRouteOf(pathname: string): string | null {
  if (pathname === '/') return '/page-cache/list';
  const posting = POSTING_PAGE.exec(pathname);
  return posting ? `/page-cache/jobs/${posting[1]}` : null;
}

/**
 * Click identifiers that social and ad platforms append to every link they send (Facebook's `fbclid`,
 * Google's `gclid`…). No page reads them, so a visit carrying only these is the same page for everyone:
 * without this, every visit to a posting shared on Facebook would be rendered for its visitor.
 */
const CLICK_IDS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_gl',
]);
const onlyClickIds = (search: string) =>
  [...new URLSearchParams(search).keys()].every((name) => CLICK_IDS.has(name));

/**
 * The cache's route for a request, or null when the page must be rendered for it: only a plain
 * document GET of the unfiltered job list or a posting page, with no query but click identifiers. Any
 * other query (filters, campaign parameters, the router's `_rsc`), a router request (`rsc` header: it
 * wants the component payload, not HTML) or a form post is always rendered.
 */
export function cachedPageRoute(request: {
  method: string;
  pathname: string;
  search: string;
  headers: Pick<Headers, 'has'>;
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (
    !onlyClickIds(request.search) ||
    request.headers.has('rsc') ||
    request.headers.has('next-router-prefetch')
  )
    return null;
  return cacheRouteOf(request.pathname);
}

/**
 * Whether this process serves pages from the cache: a production server that knows its own port (Next
 * sets PORT as it starts listening), unless PAGE_CACHE=off. Never under `next dev`, where pages change.
 * The proxy asks on every request: the environment, sealed at boot, is parsed once (lib/env.ts).
 */
export const pageCacheEnabled = () =>
  process.env.NODE_ENV === 'production' && Boolean(process.env.PORT) && readSiteEnv().PAGE_CACHE;
