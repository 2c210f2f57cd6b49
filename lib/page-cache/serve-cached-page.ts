import 'server-only';
import { headers } from 'next/headers';
import { getSiteKeys } from '@/lib/careers/site-keys';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { defaultLocale, isLocale, LOCALE_HEADER } from '@/lib/i18n/locales';
import { NONCE_HEADER } from '@/lib/security/content-security-policy';
import { campaignQuery, pageCacheEnabled } from './cacheable-page';
import { cachedPage, copyOf, serveHitsFromProxy } from './page-cache';

/**
 * What a page cache route found behind its page: everything loaded (the render may be kept), something
 * only the form needs failed (shown, not kept), or the platform could not give the page's own data.
 */
export type PageData = 'loaded' | 'partly' | 'unavailable';

/** How long a crawler or a browser is asked to wait when the platform could not be reached. */
const RETRY_AFTER_S = 120;

/**
 * A page cache route (app/page-cache, where proxy.ts sends the visits it has no fresh copy for): the
 * page at `sitePath` with the campaign in `search` (the route's query), in the request's language,
 * rendered once per window for everyone, each visitor getting it with this request's script nonce and a
 * form token of their own, so the CSP, the idempotency key and the minimum fill time stay per visitor.
 * `load` says whether this render may be kept. A page whose data the platform could not give answers 503
 * with Retry-After: a search engine takes a 200 "try again" page (noindex, no JobPosting) as the job
 * removed, and drops it until it crawls again; a 5xx it takes as passing and keeps the job.
 */
export async function serveCachedPage(
  sitePath: string,
  search: string,
  load: () => Promise<PageData>,
): Promise<Response> {
  if (!pageCacheEnabled()) return new Response('Not found', { status: 404 });
  const requestHeaders = await headers();
  const locale = requestHeaders.get(LOCALE_HEADER);
  const path = localizedPath(isLocale(locale) ? locale : defaultLocale, sitePath) + campaignQuery(search);
  let data = 'partly' as PageData;
  const lookup = await cachedPage(path, async () => (data = await load()) === 'loaded');
  // Should the site database be unreachable the form still renders; its submission is then asked to
  // be sent again with a new token.
  const keys = await getSiteKeys().catch(() => null);
  if (keys) serveHitsFromProxy(keys.formTokens);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? '';
  const copy = copyOf(lookup, { nonce, formToken: keys?.formTokens.issue() ?? '' });
  if (data === 'unavailable' && copy.status === 200) {
    copy.headers.set('retry-after', String(RETRY_AFTER_S));
    return new Response(copy.body, { status: 503, headers: copy.headers });
  }
  return new Response(copy.body, copy);
}
