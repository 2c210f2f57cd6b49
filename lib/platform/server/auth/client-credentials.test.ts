import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientCredentialsRequest, startOAuthTestServer, type OAuthTestServer } from './oauth-test-server';

const careerSite = { id: 'career-site', secret: 'career-site-secret' };

describe('client_credentials at POST /identity/oauth/token', () => {
  let server: OAuthTestServer;
  beforeAll(async () => {
    server = await startOAuthTestServer();
  });
  afterAll(async () => {
    await server.close();
    await server.store.close();
  });

  it.each(['body', 'basic'] as const)(
    'issues a 30-minute bearer token with the secret in the %s',
    async (via) => {
      const response = await clientCredentialsRequest(
        server.baseUrl,
        { ...careerSite, via },
        'candidate_applications_manage',
      );
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 1800,
        scope: 'candidate_applications_manage',
      });
      await expect(server.oauth.verifyAccessToken(body.access_token)).resolves.toEqual({
        clientId: 'career-site',
        scopes: ['candidate_applications_manage'],
        expiresAt: expect.any(Number),
      });
    },
  );

  it('reports the expiry in milliseconds, 30 minutes ahead', async () => {
    const response = await clientCredentialsRequest(
      server.baseUrl,
      { ...careerSite, via: 'basic' },
      'candidates_read',
    );
    const { access_token: token } = await response.json();
    const verified = await server.oauth.verifyAccessToken(token);
    expect(verified?.expiresAt).toBeGreaterThan(Date.now() + 1790_000);
    expect(verified?.expiresAt).toBeLessThanOrEqual(Date.now() + 1800_000);
  });

  it('defaults to all of the client API scopes when scope is omitted', async () => {
    const response = await clientCredentialsRequest(server.baseUrl, { ...careerSite, via: 'body' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.scope.split(' ').sort()).toEqual(['candidate_applications_manage', 'candidates_read']);
  });

  it('refuses a wrong secret with 401 invalid_client', async () => {
    const response = await clientCredentialsRequest(server.baseUrl, {
      ...careerSite,
      secret: 'nope',
      via: 'basic',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('invalid_client');
  });

  it('refuses a scope the client is not registered for with 400 invalid_scope', async () => {
    const response = await clientCredentialsRequest(
      server.baseUrl,
      { ...careerSite, via: 'body' },
      'reports_read',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_scope');
  });

  it('refuses an unknown scope with 400 invalid_scope', async () => {
    const response = await clientCredentialsRequest(
      server.baseUrl,
      { ...careerSite, via: 'basic' },
      'candidate_applications_manage make_coffee',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_scope');
  });

  it('gives the reporting client only reports_read', async () => {
    const response = await clientCredentialsRequest(server.baseUrl, {
      id: 'reporting-only',
      secret: 'reporting-only-secret',
      via: 'basic',
    });
    const { access_token: token, scope } = await response.json();
    expect(scope).toBe('reports_read');
    expect((await server.oauth.verifyAccessToken(token))?.scopes).toEqual(['reports_read']);
  });

  describe('expiry', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // oidc-provider reads Date.now() itself, so the clock is moved by faking Date only.
    it('stops accepting a token after its 1800 seconds, even once cached', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const issued = await clientCredentialsRequest(
        server.baseUrl,
        { ...careerSite, via: 'basic' },
        'candidates_read',
      );
      const { access_token: token } = await issued.json();
      expect(await server.oauth.verifyAccessToken(token)).not.toBeNull();

      vi.setSystemTime(Date.now() + 1799_000);
      expect(await server.oauth.verifyAccessToken(token)).not.toBeNull();
      vi.setSystemTime(Date.now() + 2_000);
      await expect(server.oauth.verifyAccessToken(token)).resolves.toBeNull();
    });
  });

  it('answers null for unknown and revoked tokens', async () => {
    await expect(server.oauth.verifyAccessToken('not-a-token')).resolves.toBeNull();
    await expect(server.oauth.verifyAccessToken('')).resolves.toBeNull();

    const issued = await clientCredentialsRequest(
      server.baseUrl,
      { ...careerSite, via: 'basic' },
      'candidates_read',
    );
    const { access_token: token } = await issued.json();
    expect(await server.oauth.verifyAccessToken(token)).not.toBeNull(); // now cached

    const revoked = await fetch(`${server.baseUrl}/identity/oauth/token/revocation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('career-site:career-site-secret').toString('base64')}`,
      },
      body: new URLSearchParams({ token }),
    });
    expect(revoked.status).toBe(200);
    await expect(server.oauth.verifyAccessToken(token)).resolves.toBeNull();
  });

  it('serves the discovery document with the prefixed endpoints', async () => {
    const response = await fetch(`${server.baseUrl}/identity/oauth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer: `${server.baseUrl}/identity/oauth`,
      authorization_endpoint: `${server.baseUrl}/identity/oauth/allow`,
      token_endpoint: `${server.baseUrl}/identity/oauth/token`,
      jwks_uri: `${server.baseUrl}/identity/oauth/jwks`,
    });
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
  });
});
