import { isTrackingKey, trackingFromPath } from '@/lib/careers/source-details';
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
const kept = (name: string) => CLICK_IDS.has(name) || isTrackingKey(name);

/**
 * The campaign (utm_*, source) a visit carries, as the query its copy is kept under: the keys and
 * values the page itself would read (trackingFromPath), so two addresses for one campaign share a copy;
 * '' when there is none. The page's links and apply form carry it on, so a campaign's visitors get a
 * copy of their own.
 */
export function campaignQuery(search: string): string {
  const query = new URLSearchParams(Object.entries(trackingFromPath(search))).toString();
  return query ? `?${query}` : '';
}

/** Where the cache serves a visit from: its route, and the campaign query its copy is kept under. */
export type CachedPageRoute = { route: string; query: string };

/**
 * The cache's route for a request, or null when the page must be rendered for it: only a plain
 * document GET of the unfiltered job list or a posting page, whose query holds nothing but click
 * identifiers and campaign parameters. Any other query (filters, the router's `_rsc`), a router
 * request (`rsc` header: it wants the component payload, not HTML) or a form post is always rendered.
 */
export function cachedPageRoute(request: {
  method: string;
  pathname: string;
  search: string;
  headers: Pick<Headers, 'has'>;
}): CachedPageRoute | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (
    ![...new URLSearchParams(request.search).keys()].every(kept) ||
    request.headers.has('rsc') ||
    request.headers.has('next-router-prefetch')
  )
    return null;
  const route = cacheRouteOf(request.pathname);
  return route ? { route, query: campaignQuery(request.search) } : null;
}

/**
 * Whether this process serves pages from the cache: a production server that knows its own port (Next
 * sets PORT as it starts listening), unless PAGE_CACHE=off. Never under `next dev`, where pages change.
 * The proxy asks on every request: the environment, sealed at boot, is parsed once (lib/env.ts).
 */
export const pageCacheEnabled = () =>
  process.env.NODE_ENV === 'production' && Boolean(process.env.PORT) && readSiteEnv().PAGE_CACHE;
