import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPlatformError } from '@/lib/platform/client/platform-error';
import { adminTokenRequest, signIn } from '@/lib/platform/server/auth/oauth-test-browser';
import { ADMIN_CALLBACK } from '@/lib/platform/server/auth/oauth-test-server';
import type { RunningPlatform } from '@/lib/platform/server/server';
import { bearer, clientToken, startTestPlatform } from '@/lib/platform/server/test-support/test-platform';
import { decideAdmission } from './admin-profile';
import { staffUserPage } from './platform-users';
import { revokePlatformToken } from './revoke-token';

let platform: RunningPlatform;
// One sign-in each: the platform rate-limits its login endpoints per client address.
const tokens = { ada: '', rita: '' };

/** The browser leg of the console's sign-in against the real platform, then the code exchange. */
async function staffToken(email: string, password: string): Promise<string> {
  const { code, verifier } = await signIn(platform.url, email, password);
  const response = await adminTokenRequest(platform.url, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: ADMIN_CALLBACK,
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  platform = await startTestPlatform({ PLATFORM_ADMIN_REDIRECT_URIS: ADMIN_CALLBACK });
  vi.stubEnv('PLATFORM_API_URL', platform.url);
  tokens.ada = await staffToken('ada.admin@acme.example', 'acme-admin-pass');
  tokens.rita = await staffToken('rita.restricted@acme.example', 'acme-restricted-pass');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await platform.close();
});

describe('the console against the real platform', () => {
  it('admits the seeded administrator from users/me and refuses the restricted one', async () => {
    const profile = async (token: string) =>
      (await fetch(`${platform.url}/user-api/v201804/users/me`, { headers: bearer(token) })).json();
    const ada = decideAdmission(await profile(tokens.ada));
    expect(ada).toMatchObject({ status: 'admit', user: { email: 'ada.admin@acme.example' } });
    const rita = decideAdmission(await profile(tokens.rita));
    expect(rita).toMatchObject({
      status: 'refuse',
      reason: 'not_administrator',
      user: { email: 'rita.restricted@acme.example' },
    });
  });

  it('walks every user page by page with the administrator token, each user once', async () => {
    const token = tokens.ada;
    const ids: string[] = [];
    let pageId: string | undefined;
    let pages = 0;
    do {
      const page = await staffUserPage(token, { pageId });
      ids.push(...page.users.map((user) => user.id));
      pageId = page.nextPageId ?? undefined;
      pages += 1;
    } while (pageId && pages < 50);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(300);

    const search = await staffUserPage(token, { q: 'rita.restricted' });
    expect(search.users).toEqual([
      expect.objectContaining({ email: 'rita.restricted@acme.example', role: 'RESTRICTED', active: true }),
    ]);
  });

  it('needs the staff token: the site credential may not list users, a bad token is refused', async () => {
    const siteToken = await clientToken(platform.url, {
      scope: 'candidate_applications_manage candidates_read',
    });
    const refused = await staffUserPage(siteToken, {}).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'insufficient_scope')).toBe(true);
    const unknown = await staffUserPage('not-a-token', {}).catch((error: unknown) => error);
    expect(isPlatformError(unknown, 'credential_refused')).toBe(true);
  });

  it('revokes a staff token on sign-out, after which the platform refuses it', async () => {
    const me = () => fetch(`${platform.url}/user-api/v201804/users/me`, { headers: bearer(tokens.rita) });
    expect((await me()).status).toBe(200);
    const env = {
      revocationUrl: `${platform.url}/identity/oauth/token/revocation`,
      clientId: 'career-site-admin',
      clientSecret: 'career-site-admin-secret',
    };
    expect(await revokePlatformToken(env, tokens.rita)).toBe(true);
    expect((await me()).status).toBe(401);
  });
});
