import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { openPlatformStore, type PlatformStore } from '../store/db';
import { users } from '../store/schema';
import type { OAuthEnv } from './interaction-routes';
import { createOAuthServer, type OAuthServer } from './oidc-provider';
import { hashPassword } from './password';
import { OAUTH_PREFIX } from './paths';

/** Test support only: the OAuth server on a real port, composed the way the platform app mounts it. */
export const ADMIN_CALLBACK = 'http://localhost:3000/admin/auth/callback';

export type OAuthTestServer = {
  store: PlatformStore;
  oauth: OAuthServer;
  baseUrl: string;
  /** Stops the HTTP server; the store stays open (pass it to the next server to test restarts). */
  close: () => Promise<void>;
};

export async function startOAuthTestServer(
  store?: PlatformStore,
  now?: () => number,
): Promise<OAuthTestServer> {
  const openStore = store ?? (await openPlatformStore('memory://'));
  let listener: RequestListener = (_req, res) => void res.writeHead(503).end();
  const server = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const oauth = await createOAuthServer({
    db: openStore.db,
    publicUrl: baseUrl,
    adminRedirectUris: [ADMIN_CALLBACK],
    now,
  });
  const app = new Hono<OAuthEnv>();
  app.route(OAUTH_PREFIX, oauth.routes);
  listener = getRequestListener(app.fetch);

  return {
    store: openStore,
    oauth,
    baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export async function insertStaff(
  store: PlatformStore,
  user: { id: string; email: string; password: string; active?: boolean; systemRole?: string },
): Promise<void> {
  await store.db.insert(users).values({
    id: user.id,
    email: user.email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    active: user.active ?? true,
    systemRole: user.systemRole ?? 'ADMINISTRATOR',
    updatedOn: new Date('2026-01-01T00:00:00Z'),
    language: 'en',
    passwordHash: await hashPassword(user.password),
  });
}

/** Form-encoded client_credentials request, with the secret in the body or in HTTP Basic. */
export function clientCredentialsRequest(
  baseUrl: string,
  client: { id: string; secret: string; via: 'body' | 'basic' },
  scope?: string,
): Promise<Response> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client.via === 'body') {
    body.set('client_id', client.id);
    body.set('client_secret', client.secret);
  } else {
    headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
  }
  return fetch(`${baseUrl}${OAUTH_PREFIX}/token`, { method: 'POST', headers, body });
}
