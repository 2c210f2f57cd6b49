import { NextResponse, type NextRequest } from 'next/server';
import { EMBED_QUERY_HEADER, embedFrameAncestors, isEmbedPath } from '@/lib/embed/frame-policy';
import { readEmbedEnv } from '@/lib/env';
import { addressLocale, decideLocale, isOwnVisit, type LocaleDecision } from '@/lib/i18n/locale-routing';
import { LOCALE_COOKIE, LOCALE_HEADER, SITE_PATH_HEADER } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { backToTheForm, isOversizedFormPost } from '@/lib/careers/oversized-post';
import { countPageVisit } from '@/lib/careers/visits/visit-tally';
import { cachedPageRoute, pageCacheEnabled } from '@/lib/page-cache/cacheable-page';
import { servedHit } from '@/lib/page-cache/cached-hits';
import { FILL_HEADER, pageFillFrom } from '@/lib/page-cache/page-fill';
import { REQUEST_METHOD_HEADER } from '@/lib/net/form-post';
import { isReadablePath } from '@/lib/net/readable-path';
import { unreadablePost, unreadablePostAnswer } from '@/lib/net/readable-post';
import { contentSecurityPolicy, NONCE_HEADER, newNonce } from '@/lib/security/content-security-policy';

let embedOrigins: readonly string[] | undefined;
let embedAncestors: string[] | undefined;

const requestOf = (request: NextRequest, pathname: string) => ({
  method: request.method,
  pathname,
  search: request.nextUrl.search,
  headers: request.headers,
});

/** A year: the candidate's language choice outlives a session. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Keeps the language of the candidate's own visits (isOwnVisit), never of the router's requests. */
function remember(response: NextResponse, decision: LocaleDecision, request: NextRequest) {
  if (decision.remember && isOwnVisit(request.headers))
    response.cookies.set(LOCALE_COOKIE, decision.remember, {
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
      sameSite: 'lax',
    });
  return response;
}

/**
 * The request's language. Only the candidate's own page visit is ever redirected, or follows a kept
 * choice. A form post, a router request (a client navigation, or the page a server action redirects to,
 * which Next fetches with the post's cookies) and the cache's own render keep their address and are
 * answered in its language (addressLocale): the page they come from stays in one language.
 */
function localeOf(request: NextRequest, fill: boolean): LocaleDecision {
  const visit = request.method === 'GET' || request.method === 'HEAD';
  if (!visit || fill || !isOwnVisit(request.headers))
    return addressLocale(request.nextUrl.pathname, request.nextUrl.searchParams);
  return decideLocale({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/**
 * Every page's Content-Security-Policy with a fresh script nonce. Next reads the policy from the request
 * to put the nonce on its own scripts, so it goes on the request and the response alike. The embed
 * routes' framing policy is set here per request, so EMBED_ALLOWED_ORIGINS is read when the site runs
 * (headers in next.config.mjs are fixed at build time).
 */
export async function proxy(request: NextRequest) {
  // The page cache's own render (lib/page-cache) is made with its fill's nonce; anyone else's header
  // claiming to be one is dropped.
  const fill = pageFillFrom(request.headers.get(FILL_HEADER));
  const locale = localeOf(request, Boolean(fill));
  if (locale.kind === 'redirect') {
    const target = new URL(locale.pathname + request.nextUrl.search, request.url);
    return remember(NextResponse.redirect(target, 307), locale, request);
  }
  // Before Next refuses it with a bare error page: back to the form, which says why (303: as a GET).
  if (isOversizedFormPost(requestOf(request, locale.path)))
    return NextResponse.redirect(backToTheForm(request.nextUrl), 303);
  // Before Next answers it with a bare 500 or an error row: a body that is not what it says (lib/net).
  const unreadable = await unreadablePost(request);
  if (unreadable) return unreadablePostAnswer(unreadable);
  embedOrigins ??= readEmbedEnv().EMBED_ALLOWED_ORIGINS;
  embedAncestors ??= embedFrameAncestors(embedOrigins);
  // A person's visit, counted for the Campaigns report (lib/careers/visits); the cache's own renders are not.
  if (!fill) countPageVisit({ ...requestOf(request, locale.path), framers: embedOrigins });
  const embed = isEmbedPath(locale.path);
  const nonce = fill?.nonce ?? newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    frameAncestors: embed ? embedAncestors : [],
    development: process.env.NODE_ENV === 'development',
  });
  const readable = isReadablePath(locale.path);
  const cached =
    readable && !fill && pageCacheEnabled() ? cachedPageRoute(requestOf(request, locale.path)) : null;
  // A fresh copy goes out from here, without a route handler: the page cache's hits.
  const hit = cached ? servedHit(localizedPath(locale.locale, locale.path) + cached.query, nonce) : null;
  if (hit) {
    const response = new NextResponse(hit.body, hit);
    response.headers.set('Content-Security-Policy', policy);
    return remember(response, locale, request);
  }
  const headers = new Headers(request.headers);
  if (!fill) headers.delete(FILL_HEADER);
  headers.set(LOCALE_HEADER, locale.locale);
  // The page's address without its language, for the language switcher (layouts get no pathname).
  headers.set(SITE_PATH_HEADER, locale.path + request.nextUrl.search);
  headers.set(NONCE_HEADER, nonce);
  headers.set(REQUEST_METHOD_HEADER, request.method);
  headers.set('Content-Security-Policy', policy);
  // Layouts get no searchParams; the embed layout reads its theme and host origin from here. Always
  // overwritten (or removed), so a client cannot send its own.
  if (embed) headers.set(EMBED_QUERY_HEADER, request.nextUrl.search);
  else headers.delete(EMBED_QUERY_HEADER);
  // A prefixed address is served by the unprefixed route, in its language; an unreadable one by none.
  const rewriteTo = !readable
    ? '/_not-found'
    : (cached?.route ?? (locale.path !== request.nextUrl.pathname ? locale.path : null));
  const response = rewriteTo
    ? NextResponse.rewrite(new URL(rewriteTo + request.nextUrl.search, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return remember(response, locale, request);
}

// Pages and route handlers; not the build's static files, which run no script of their own.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
