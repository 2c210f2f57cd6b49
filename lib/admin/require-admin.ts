import 'server-only';
import { getToken } from 'next-auth/jwt';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { readAdminAuthEnv } from '@/lib/env';
import { getSiteDb } from '@/lib/db/site-db';
import { adminSessionStillGood } from './session-check';
import { liveAdminToken, type AdminToken } from './session-token';

export type AdminSession = AdminToken;

/**
 * The signed-in administrator of this request, read from next-auth's encrypted session cookie and
 * checked against its server-side record (lib/admin/session-check.ts), or null.
 * Every admin page, route handler and server action calls this (through the helpers below) on the
 * server: the check never depends on middleware having run.
 */
export async function readAdminSession(): Promise<AdminSession | null> {
  // Request data first: it marks the page dynamic, so a build never prerenders it (nor needs the secret).
  const requestHeaders = await headers();
  const env = readAdminAuthEnv();
  // The cookie is `__Secure-`-prefixed on https and plain on http; whichever this request carries.
  for (const secureCookie of [true, false]) {
    const raw = await getToken({ req: { headers: requestHeaders }, secret: env.secret, secureCookie });
    if (!raw) continue;
    const token = liveAdminToken(raw, Math.floor(Date.now() / 1000), env.sessionMaxAgeSeconds);
    if (!token) return null;
    // The cookie alone is not enough: its server-side session must still be live (not signed out).
    const good = await adminSessionStillGood(
      { db: await getSiteDb(), profileUrl: env.profileUrl, recheckSeconds: env.sessionRecheckSeconds },
      token,
    );
    return good ? token : null;
  }
  return null;
}

/** Pages and server actions: the administrator, or a redirect to sign in (coming back to `returnTo`). */
export async function requireAdmin(returnTo: string): Promise<AdminSession> {
  const session = await readAdminSession();
  if (!session) redirect(`/admin/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`);
  return session;
}

/** Route handlers: a 401 with no data when nobody (or no administrator) is signed in. */
export function unauthorized(): Response {
  return Response.json(
    { message: 'Sign in to the staff console first' },
    { status: 401, headers: { 'cache-control': 'no-store' } },
  );
}
