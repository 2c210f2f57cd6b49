import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokenRequest,
  authorizeUrl,
  browser,
  followToCallback,
  pkcePair,
  signIn,
  startSignIn,
} from './oauth-test-browser';
import { ADMIN_CALLBACK, insertStaff, startOAuthTestServer, type OAuthTestServer } from './oauth-test-server';

describe('staff sign-in: authorization code + PKCE', () => {
  let server: OAuthTestServer;
  beforeAll(async () => {
    server = await startOAuthTestServer();
    await insertStaff(server.store, { id: 'user-1', email: 'ada@example.com', password: 'correct horse' });
    await insertStaff(server.store, {
      id: 'user-2',
      email: 'gone@example.com',
      password: 'old secret',
      active: false,
    });
  });
  afterAll(async () => {
    await server.close();
    await server.store.close();
  });

  it('signs a staff member in and issues API, refresh and ID tokens', async () => {
    const client = browser(server.baseUrl);
    const { verifier, challenge } = pkcePair();
    const loginPath = await startSignIn(client, challenge);

    const page = await client.get(loginPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`action="${loginPath}/login"`);
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('<button type="submit">');
    expect(html).not.toContain('<script');

    const wrong = await client.post(`${loginPath}/login`, {
      email: 'ada@example.com"><b>',
      password: 'wrong',
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/role="alert">Email or password is incorrect/);
    expect(wrongHtml).toContain('value="ada@example.com&quot;&gt;&lt;b&gt;"');
    expect(wrongHtml).toContain('aria-invalid="true"');

    const right = await client.post(`${loginPath}/login`, {
      email: 'ADA@example.com',
      password: 'correct horse',
    });
    const callback = await followToCallback(client, right);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await adminTokenRequest(server.baseUrl, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: ADMIN_CALLBACK,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const tokens = await exchanged.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.id_token).toEqual(expect.any(String));
    expect(tokens.scope.split(' ').sort()).toEqual(['candidates_read', 'users_read']);

    const verified = await server.oauth.verifyAccessToken(tokens.access_token);
    expect(verified).toEqual({
      clientId: 'career-site-admin',
      scopes: expect.arrayContaining(['users_read', 'candidates_read']),
      accountId: 'user-1',
      expiresAt: expect.any(Number),
    });
    expect(verified?.scopes).toHaveLength(2);

    const refreshed = await adminTokenRequest(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json();
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect((await server.oauth.verifyAccessToken(renewed.access_token))?.accountId).toBe('user-1');
  });

  it('puts the profile claims in the ID token', async () => {
    const { code, verifier } = await signIn(server.baseUrl, 'ada@example.com', 'correct horse');
    const response = await adminTokenRequest(server.baseUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: ADMIN_CALLBACK,
      code_verifier: verifier,
    });
    const { id_token: idToken } = await response.json();
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      sub: 'user-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      aud: 'career-site-admin',
      iss: `${server.baseUrl}/identity/oauth`,
    });
  });

  it('refuses the code exchange without the PKCE code_verifier', async () => {
    const { code } = await signIn(server.baseUrl, 'ada@example.com', 'correct horse');
    const response = await adminTokenRequest(server.baseUrl, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: ADMIN_CALLBACK,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/invalid_(request|grant)/);
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const url = new URL(authorizeUrl('unused'), server.baseUrl);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await browser(server.baseUrl).get(url.toString());
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(ADMIN_CALLBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses an inactive account at the login page, once the password is proven', async () => {
    const client = browser(server.baseUrl);
    const loginPath = await startSignIn(client, pkcePair().challenge);

    const response = await client.post(`${loginPath}/login`, {
      email: 'gone@example.com',
      password: 'old secret',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/role="alert">This account is inactive/);

    const guessed = await client.post(`${loginPath}/login`, { email: 'gone@example.com', password: 'guess' });
    expect(await guessed.text()).toContain('Email or password is incorrect');
  });

  it('ignores a login post that lacks the interaction cookie (a cross-site post)', async () => {
    const loginPath = await startSignIn(browser(server.baseUrl), pkcePair().challenge);
    const stranger = browser(server.baseUrl);

    const response = await stranger.post(`${loginPath}/login`, {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in request has expired');
  });
});
