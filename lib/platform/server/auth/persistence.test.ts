import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatformStore, type PlatformStore } from '../store/db';
import { adminTokenRequest, signIn } from './oauth-test-browser';
import {
  ADMIN_CALLBACK,
  clientCredentialsRequest,
  insertStaff,
  startOAuthTestServer,
} from './oauth-test-server';

async function jwksKids(baseUrl: string): Promise<string[]> {
  const { keys } = await (await fetch(`${baseUrl}/identity/oauth/jwks`)).json();
  return keys.map((key: { kid: string }) => key.kid);
}

describe('restart on the same database', () => {
  let store: PlatformStore;
  beforeAll(async () => {
    store = await openPlatformStore('memory://');
    await insertStaff(store, { id: 'user-1', email: 'ada@example.com', password: 'correct horse' });
  });
  afterAll(() => store.close());

  it('keeps tokens, refresh tokens and signing keys valid across a restart', async () => {
    const first = await startOAuthTestServer(store);
    const issued = await clientCredentialsRequest(
      first.baseUrl,
      { id: 'career-site', secret: 'career-site-secret', via: 'basic' },
      'candidate_applications_manage',
    );
    const { access_token: serviceToken } = await issued.json();
    const { code, verifier } = await signIn(first.baseUrl, 'ada@example.com', 'correct horse');
    const exchanged = await adminTokenRequest(first.baseUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: ADMIN_CALLBACK,
      code_verifier: verifier,
    });
    const staffTokens = await exchanged.json();
    const kidsBefore = await jwksKids(first.baseUrl);
    await first.close();

    const second = await startOAuthTestServer(store);
    try {
      expect(second.oauth.provider).not.toBe(first.oauth.provider);
      await expect(second.oauth.verifyAccessToken(serviceToken)).resolves.toMatchObject({
        clientId: 'career-site',
        scopes: ['candidate_applications_manage'],
      });
      await expect(second.oauth.verifyAccessToken(staffTokens.access_token)).resolves.toMatchObject({
        accountId: 'user-1',
      });
      const refreshed = await adminTokenRequest(second.baseUrl, {
        grant_type: 'refresh_token',
        refresh_token: staffTokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      expect(await jwksKids(second.baseUrl)).toEqual(kidsBefore);
    } finally {
      await second.close();
    }
  });
});
