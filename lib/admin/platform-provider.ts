import 'server-only';
import type { OAuthConfig } from 'next-auth/providers';
import type { AdminAuthEnv } from '@/lib/env';

export const PLATFORM_PROVIDER_ID = 'platform';

/** The profile as the platform sends it; checked by `decideAdmission` before anyone is let in. */
export type PlatformProfile = Record<string, unknown>;

async function fetchProfile(url: string, accessToken: string | undefined): Promise<PlatformProfile> {
  if (!accessToken) return {};
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  });
  // A refusal or an error body must not look like a profile: the sign-in callback then refuses.
  if (!response.ok) return {};
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' ? (body as PlatformProfile) : {};
}

/**
 * The recruiting platform as a plain OAuth 2.0 provider: authorization code with PKCE and state,
 * every endpoint from the environment, the profile from `/user-api/v201804/users/me`.
 * `openid` is not requested: the console needs the API token and the profile, not an ID token.
 */
export function platformProvider(env: AdminAuthEnv): OAuthConfig<PlatformProfile> {
  return {
    id: PLATFORM_PROVIDER_ID,
    name: 'the recruiting platform',
    type: 'oauth',
    issuer: env.issuer,
    clientId: env.clientId,
    clientSecret: env.clientSecret,
    client: { token_endpoint_auth_method: 'client_secret_basic' },
    checks: ['pkce', 'state'],
    authorization: { url: env.authorizeUrl, params: { scope: env.scope } },
    token: env.tokenUrl,
    userinfo: {
      url: env.profileUrl,
      request: ({ tokens }: { tokens: { access_token?: string } }) =>
        fetchProfile(env.profileUrl, tokens.access_token),
    },
    profile: (profile) => ({
      id: typeof profile.id === 'string' ? profile.id : '',
      name: [profile.firstName, profile.lastName].filter((part) => typeof part === 'string').join(' '),
      email: typeof profile.email === 'string' ? profile.email : null,
    }),
  };
}
