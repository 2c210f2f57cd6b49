import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ADMIN_CALLBACK } from './oauth-test-server';

/** Test support only: a cookie-keeping, non-redirecting client driven like a browser through sign-in. */
export type Browser = {
  get: (url: string) => Promise<Response>;
  post: (url: string, form: Record<string, string>) => Promise<Response>;
};

const ADMIN_SCOPE = 'openid profile email offline_access users_read candidates_read';

export function browser(baseUrl: string): Browser {
  const jar = new CookieJar();
  const send = async (url: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  return {
    get: (url) => send(url, { method: 'GET' }),
    post: (url, form) =>
      send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      }),
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(challenge: string, state = 'state-123') {
  const params = new URLSearchParams({
    client_id: 'career-site-admin',
    response_type: 'code',
    redirect_uri: ADMIN_CALLBACK,
    scope: ADMIN_SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/identity/oauth/allow?${params}`;
}

/** Starts an authorization request and answers the login page's path. */
export async function startSignIn(client: Browser, challenge: string): Promise<string> {
  const response = await client.get(authorizeUrl(challenge));
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '', 'http://platform.test');
  expect(location.pathname).toMatch(/^\/identity\/oauth\/interaction\/[\w-]+$/);
  return location.pathname;
}

/** Follows the platform's own redirects until one leaves it for the admin console callback. */
export async function followToCallback(client: Browser, start: Response): Promise<URL> {
  let response = start;
  for (let hop = 0; hop < 10; hop += 1) {
    expect([302, 303]).toContain(response.status);
    const location = response.headers.get('location') ?? '';
    if (location.startsWith(ADMIN_CALLBACK)) return new URL(location);
    response = await client.get(location);
  }
  throw new Error('too many redirects');
}

/** The whole browser leg: authorize, log in, consent (automatic); answers the code and its verifier. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const client = browser(baseUrl);
  const { verifier, challenge } = pkcePair();
  const loginPath = await startSignIn(client, challenge);
  const callback = await followToCallback(
    client,
    await client.post(`${loginPath}/login`, { email, password }),
  );
  return { code: callback.searchParams.get('code') ?? '', verifier };
}

/** POST /identity/oauth/token as the admin console (HTTP Basic). */
export function adminTokenRequest(baseUrl: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/identity/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('career-site-admin:career-site-admin-secret').toString('base64')}`,
    },
    body: new URLSearchParams(form),
  });
}

/** A browser's cookie handling, reduced to what the sign-in flow needs (one host, paths ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        if (key.trim().toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.trim().toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
