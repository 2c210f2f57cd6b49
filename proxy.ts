import { NextResponse, type NextRequest } from 'next/server';
import { EMBED_QUERY_HEADER, embedContentSecurityPolicy } from '@/lib/embed/frame-policy';
import { readEmbedEnv } from '@/lib/env';

let policy: string | undefined;

/**
 * The embed routes' framing policy, set per request so EMBED_ALLOWED_ORIGINS is read when the site runs
 * (headers in next.config.mjs are fixed at build time). Every other route keeps next.config's
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export function proxy(request: NextRequest) {
  policy ??= embedContentSecurityPolicy(readEmbedEnv().EMBED_ALLOWED_ORIGINS);
  const headers = new Headers(request.headers);
  // Layouts get no searchParams; the embed layout reads its theme and host origin from here. Always
  // overwritten, so a client cannot send its own.
  headers.set(EMBED_QUERY_HEADER, request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: ['/embed', '/embed/:path*'] };
