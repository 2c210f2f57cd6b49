import 'server-only';
import { cookies } from 'next/headers';
import type { ApplicationChannel } from '@/lib/db/schema';
import { readSiteEnv } from '@/lib/env';
import { SENT_COOKIE, SENT_COOKIE_DAYS, sentKeysFor, withSent } from './sent-applications';

/** This browser's sent applications (sent-applications.ts), for the apply action to read and add to. */
export async function sentApplications(channel: ApplicationChannel) {
  // In the employer's frame the site is a third party, whose cookies browsers keep apart or refuse; the
  // embed sets none (README).
  if (channel === 'embed') return null;
  const jar = await cookies();
  const cookie = jar.get(SENT_COOKIE)?.value;
  return {
    keysFor: (postingId: string) => sentKeysFor(cookie, postingId),
    remember: (postingId: string, key: string) => {
      jar.set(SENT_COOKIE, withSent(cookie, postingId, key), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: SENT_COOKIE_DAYS * 86_400,
        secure: readSiteEnv().SITE_URL.startsWith('https:'),
      });
    },
  };
}
