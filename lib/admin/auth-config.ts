import 'server-only';
import type { NextAuthConfig } from 'next-auth';
import { readAdminAuthEnv } from '@/lib/env';
import { decideAdmission, refusalDetails, staffMemberOf } from './admin-profile';
import { recordStaffActivity } from './activity/staff-activity';
import { platformProvider } from './platform-provider';
import { getSiteDb } from '@/lib/db/site-db';
import { randomId } from '@/lib/db/random-id';
import { revokePlatformToken } from './revoke-token';
import { endAdminSession, openAdminSession } from './session-store';
import { adminTokenSchema, liveAdminToken, sessionEndsAt, tokenAtSignIn } from './session-token';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * next-auth's configuration, built per request from the environment (so `next build` never needs
 * AUTH_SECRET). Sessions are JWTs in an encrypted cookie; who gets in is decided once, at sign-in,
 * from the platform's profile, and the session ends with the platform token or after the maximum age.
 */
export function adminAuthConfig(): NextAuthConfig {
  const env = readAdminAuthEnv();
  const maxAge = env.sessionMaxAgeSeconds;
  return {
    secret: env.secret,
    // Callback URLs come from AUTH_URL (required in production, lib/env.ts); only development falls back
    // to the request's host.
    trustHost: true,
    basePath: '/api/auth',
    providers: [platformProvider(env)],
    session: { strategy: 'jwt', maxAge },
    pages: { signIn: '/admin/sign-in', error: '/admin/sign-in' },
    events: {
      async signOut(message) {
        const token = adminTokenSchema.safeParse('token' in message ? message.token : null);
        if (!token.success) return;
        // The server-side record first: from this moment a copied cookie is refused.
        await endAdminSession(await getSiteDb(), token.data, 'signed_out');
        await revokePlatformToken(env, token.data.accessToken);
      },
    },
    callbacks: {
      async signIn({ profile }) {
        const decision = decideAdmission(profile);
        if (decision.status === 'admit') return true;
        // A platform account tried the console: the log names it. A profile that names nobody is not kept.
        if (decision.user && decision.reason !== 'no_profile') {
          await recordStaffActivity(await getSiteDb(), staffMemberOf(decision.user), {
            action: 'sign_in_refused',
            detail: refusalDetails[decision.reason],
          });
        }
        return `/admin/refused?reason=${decision.reason}`;
      },
      async jwt({ token, account, profile, trigger }) {
        if (trigger === 'signIn' && account) {
          const decision = decideAdmission(profile);
          if (decision.status !== 'admit') return null;
          const signedIn = tokenAtSignIn(decision.user, account, nowSeconds(), randomId());
          if (!signedIn) return null;
          await openAdminSession(
            await getSiteDb(),
            signedIn,
            new Date(sessionEndsAt(signedIn, maxAge) * 1000),
          );
          return signedIn;
        }
        // null ends the session: next-auth clears the cookie where it can, and `auth()` answers null.
        return liveAdminToken(token, nowSeconds(), maxAge);
      },
      session({ session, token }) {
        const live = liveAdminToken(token, nowSeconds(), maxAge);
        if (!live) return { expires: new Date(0).toISOString() } as typeof session;
        return {
          ...session,
          // Only what pages show: never the platform token.
          user: { id: live.platformUserId, name: live.name, email: live.email },
          expires: new Date(sessionEndsAt(live, maxAge) * 1000).toISOString(),
        } as typeof session;
      },
    },
  };
}
