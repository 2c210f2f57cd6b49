import { NextResponse, type NextRequest } from 'next/server';
import { EMBED_QUERY_HEADER, embedFrameAncestors } from '@/lib/embed/frame-policy';
import { readEmbedEnv } from '@/lib/env';
import { contentSecurityPolicy, NONCE_HEADER, newNonce } from '@/lib/security/content-security-policy';

let embedAncestors: string[] | undefined;

const isEmbed = (pathname: string) => pathname === '/embed' || pathname.startsWith('/embed/');

/**
 * Every page's Content-Security-Policy with a fresh script nonce. Next reads the policy from the request
 * to put the nonce on its own scripts, so it goes on the request and the response alike. The embed
 * routes' framing policy is set here per request, so EMBED_ALLOWED_ORIGINS is read when the site runs
 * (headers in next.config.mjs are fixed at build time).
 */
export function proxy(request: NextRequest) {
  const embed = isEmbed(request.nextUrl.pathname);
  embedAncestors ??= embedFrameAncestors(readEmbedEnv().EMBED_ALLOWED_ORIGINS);
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    frameAncestors: embed ? embedAncestors : [],
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  // Layouts get no searchParams; the embed layout reads its theme and host origin from here. Always
  // overwritten (or removed), so a client cannot send its own.
  if (embed) headers.set(EMBED_QUERY_HEADER, request.nextUrl.search);
  else headers.delete(EMBED_QUERY_HEADER);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// Pages and route handlers; not the build's static files, which run no script of their own.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
