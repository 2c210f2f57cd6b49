import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { Provider, type Configuration } from 'oidc-provider';
import type { PlatformDb } from '../store/db';
import { ACCESS_TOKEN_TTL_SECONDS, API_RESOURCE, getApiResourceServerInfo } from './api-resource';
import { staticClients } from './clients';
import { createInteractionRoutes, type OAuthEnv } from './interaction-routes';
import { LoginThrottle } from './login-throttle';
import { DEMO_CLIENT_SECRETS } from './production-credentials';
import { createOidcAdapter, purgeExpiredOidcModels } from './oidc-adapter';
import { INTERACTION_PREFIX, OAUTH_PREFIX, isOAuthPath } from './paths';
import { providerPages } from './provider-pages';
import { ALL_SCOPES } from './scopes';
import { loadProviderSecrets } from './provider-secrets';
import { createFindAccount } from './staff-accounts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './token-verifier';

export type OAuthServerOptions = {
  db: PlatformDb;
  /** Origin the platform is reached at, e.g. http://localhost:4010; the issuer is `${publicUrl}/identity/oauth`. */
  publicUrl: string;
  /** The admin console's authorization-code callback URLs. */
  adminRedirectUris: string[];
  /** The static clients' secrets; the README's demo ones unless the platform runs in production. */
  clientSecrets?: Readonly<Record<string, string>>;
  /** Passwords the login page refuses whatever the account (the repository's demo ones, in production). */
  refusedPasswords?: ReadonlySet<string>;
  /** The clock of the login throttle (tests advance it). */
  now?: () => number;
};

export type OAuthServer = {
  provider: Provider;
  issuer: string;
  /** Node handler for oidc-provider's endpoints: any path under /identity/oauth except the interaction pages. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The staff login pages; mount at INTERACTION_PREFIX (`/identity/oauth/interaction`). */
  interactions: Hono<OAuthEnv>;
  /** Both of the above as one Hono app; mount at OAUTH_PREFIX (`/identity/oauth`). */
  routes: Hono<OAuthEnv>;
  /** Resolves an opaque bearer token; null when unknown, expired, revoked or not minted for the API. */
  verifyAccessToken: AccessTokenVerifier;
  /** Drops in-memory token caches; call after oidc_models was changed directly (an emulator reset). */
  clearCaches: () => void;
};

const DAY = 24 * 60 * 60;

/** The platform's OAuth 2.0 authorization server: oidc-provider over the platform database. */
export async function createOAuthServer(options: OAuthServerOptions): Promise<OAuthServer> {
  const { db, publicUrl, adminRedirectUris } = options;
  const issuer = `${publicUrl.replace(/\/+$/, '')}${OAUTH_PREFIX}`;
  const [secrets] = await Promise.all([loadProviderSecrets(db), purgeExpiredOidcModels(db)]);
  const adapter = createOidcAdapter(db);

  const configuration: Configuration = {
    adapter: adapter.Adapter,
    clients: staticClients(adminRedirectUris, options.clientSecrets ?? DEMO_CLIENT_SECRETS),
    findAccount: createFindAccount(db),
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      // The site shares the host (other port) and cookies ignore ports: keep the names distinct.
      names: { session: 'platform_session', interaction: 'platform_interaction', resume: 'platform_resume' },
    },
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'given_name', 'family_name'] },
    // Client `scope` metadata may only name scopes listed here, so the API scopes are listed too;
    // tokens still carry only the resource server's (API) scopes.
    scopes: ['openid', 'offline_access', 'profile', 'email', ...ALL_SCOPES],
    routes: {
      authorization: '/allow',
      token: '/token',
      jwks: '/jwks',
      userinfo: '/me',
      revocation: '/token/revocation',
      end_session: '/session/end',
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PREFIX}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // The API does not check DPoP proofs, so sender-constrained tokens must not be issued.
      dPoP: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: providerPages.logoutSource,
        postLogoutSuccessSource: providerPages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        getResourceServerInfo: getApiResourceServerInfo,
        // Lets the code/refresh exchange mint an API token without repeating `resource`.
        useGrantedResource: () => true,
      },
    },
    pkce: { required: () => true },
    // The admin console signs in without prompt=consent, which would strip offline_access.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Server-side console: its tokens outlive the browser's provider session.
    expiresWithSession: () => false,
    clientBasedCORS: () => false,
    renderError: providerPages.renderError,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 14 * DAY,
      Grant: 14 * DAY,
      Session: 14 * DAY,
    },
  };

  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    if (!isOAuthPath(url)) {
      res.writeHead(404).end();
      return;
    }
    // oidc-provider's routes are prefix-free; it rebuilds the prefix from `originalUrl` for the URLs it emits.
    const rewritten = req as IncomingMessage & { originalUrl?: string };
    rewritten.originalUrl = url;
    const stripped = url.slice(OAUTH_PREFIX.length);
    req.url = stripped.startsWith('/') ? stripped : `/${stripped}`;
    try {
      await callback(req, res);
    } finally {
      req.url = url;
      delete rewritten.originalUrl;
    }
  };

  const interactions = createInteractionRoutes(provider, db, {
    throttle: new LoginThrottle(options.now),
    refusedPasswords: options.refusedPasswords ?? new Set(),
  });
  const routes = new Hono<OAuthEnv>();
  routes.route('/interaction', interactions);
  routes.all('*', async (c) => {
    const { incoming, outgoing } = c.env ?? {};
    if (!incoming || !outgoing) return c.json({ error: 'server_error' }, 500);
    await handle(incoming, outgoing);
    return RESPONSE_ALREADY_SENT;
  });

  return {
    provider,
    issuer,
    handle,
    interactions,
    routes,
    verifyAccessToken: createAccessTokenVerifier(provider),
    clearCaches: adapter.clearCaches,
  };
}
