import 'server-only';
import { headers } from 'next/headers';
import { getSiteKeys } from '@/lib/careers/site-keys';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { defaultLocale, isLocale, LOCALE_HEADER } from '@/lib/i18n/locales';
import { NONCE_HEADER } from '@/lib/security/content-security-policy';
import { campaignQuery, pageCacheEnabled } from './cacheable-page';
import { cachedPage, copyOf, serveHitsFromProxy } from './page-cache';

/**
 * A page cache route (app/page-cache, where proxy.ts sends the visits it has no fresh copy for): the
 * page at `sitePath` with the campaign in `search` (the route's query), in the request's language,
 * rendered once per window for everyone, each visitor getting it with this request's script nonce and a
 * form token of their own, so the CSP, the idempotency key and the minimum fill time stay per visitor.
 * `keep` says whether this render may be kept (the data behind the page loaded).
 */
export async function serveCachedPage(
  sitePath: string,
  search: string,
  keep: () => Promise<boolean>,
): Promise<Response> {
  if (!pageCacheEnabled()) return new Response('Not found', { status: 404 });
  const requestHeaders = await headers();
  const locale = requestHeaders.get(LOCALE_HEADER);
  const path = localizedPath(isLocale(locale) ? locale : defaultLocale, sitePath) + campaignQuery(search);
  const lookup = await cachedPage(path, keep);
  // Should the site database be unreachable the form still renders; its submission is then asked to
  // be sent again with a new token.
  const keys = await getSiteKeys().catch(() => null);
  if (keys) serveHitsFromProxy(keys.formTokens);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? '';
  const copy = copyOf(lookup, { nonce, formToken: keys?.formTokens.issue() ?? '' });
  return new Response(copy.body, copy);
}
