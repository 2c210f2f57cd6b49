import 'server-only';
import type { SiteDb } from '@/lib/db/connection';
import { decideAdmission } from './admin-profile';
import { endAdminSession, findLiveAdminSession, markAdminSessionChecked } from './session-store';
import type { AdminToken } from './session-token';

export type SessionCheckDeps = {
  db: SiteDb;
  profileUrl: string;
  /** How long the platform's word on the account holds before it is asked again. */
  recheckSeconds: number;
  now?: () => number;
};

type ProfileAnswer = { status: 'ok'; profile: unknown } | { status: 'refused' } | { status: 'unreachable' };

async function fetchProfile(url: string, accessToken: string): Promise<ProfileAnswer> {
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return { status: 'refused' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'unreachable' };
    }
    return { status: 'ok', profile: await response.json() };
  } catch {
    return { status: 'unreachable' };
  }
}

/**
 * Whether a signed-in console session still counts: its row is live (not signed out, not ended), and
 * at least every `recheckSeconds` the platform confirms the token is valid and the account still an
 * active administrator. A revoked token or a changed role ends the session for good. When the platform
 * cannot be reached the session goes on and the check is tried again on the next request.
 */
export async function adminSessionStillGood(deps: SessionCheckDeps, token: AdminToken): Promise<boolean> {
  const live = await findLiveAdminSession(deps.db, token.sessionId);
  if (!live) return false;
  const now = deps.now ?? Date.now;
  if ((now() - live.checkedAt.getTime()) / 1000 < deps.recheckSeconds) return true;
  const answer = await fetchProfile(deps.profileUrl, token.accessToken);
  if (answer.status === 'unreachable') return true;
  if (answer.status === 'refused') {
    await endAdminSession(deps.db, token, 'revoked');
    return false;
  }
  const decision = decideAdmission(answer.profile);
  if (decision.status !== 'admit' || decision.user.id !== token.platformUserId) {
    await endAdminSession(deps.db, token, 'refused');
    return false;
  }
  await markAdminSessionChecked(deps.db, token.sessionId);
  return true;
}
