import { errors, type Client, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { ALL_SCOPES } from './scopes';

/**
 * The resource indicator (RFC 8707) of the platform API. A URN rather than a URL so tokens stored
 * in the database keep their audience when the server moves to another host or port.
 */
export const API_RESOURCE = 'urn:acme:platform-api';
export const ACCESS_TOKEN_TTL_SECONDS = 1800;

const API_SCOPES: ReadonlySet<string> = new Set(ALL_SCOPES);
/**
 * Setup rights a client may be registered for but gets only by naming them: a token asked for without a
 * scope (the client's everyday token) never carries them.
 */
const NAMED_ONLY: ReadonlySet<string> = new Set(['webhooks_manage']);

/** The API scopes a client is registered for; its OIDC scopes (openid, email…) are not API scopes. */
export function apiScopesOf(client: Client): string[] {
  return (client.scope ?? '').split(' ').filter((scope) => API_SCOPES.has(scope));
}

/**
 * `features.resourceIndicators.getResourceServerInfo`: the API accepts opaque 30-minute tokens
 * carrying the API scopes the client is registered for.
 */
export function getApiResourceServerInfo(
  ctx: KoaContextWithOIDC,
  resourceIndicator: string,
  client: Client,
): ResourceServer {
  if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
  enforceRequestedScopes(ctx, client);
  return {
    scope: apiScopesOf(client).join(' '),
    accessTokenFormat: 'opaque',
    accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * Refuses any requested scope outside the client's registration (oidc-provider would silently drop
 * scopes it does not know as OIDC scopes), and gives a client_credentials request without `scope`
 * the client's API scopes but the named-only ones (RFC 6749 §3.3 "pre-defined default"; oidc-provider would issue a token
 * with no scope at all). This runs here because it is the one hook oidc-provider calls, with the
 * client, before it reads the requested scopes on every grant and at the authorization endpoint.
 */
function enforceRequestedScopes(ctx: KoaContextWithOIDC, client: Client): void {
  const params = ctx.oidc?.params as { scope?: unknown; grant_type?: unknown } | undefined;
  if (!params) return;
  if (params.scope === undefined || params.scope === '') {
    if (ctx.oidc.route === 'token' && params.grant_type === 'client_credentials') {
      params.scope =
        apiScopesOf(client)
          .filter((scope) => !NAMED_ONLY.has(scope))
          .join(' ') || undefined;
    }
    return;
  }
  if (typeof params.scope !== 'string') return;
  const allowed = new Set((client.scope ?? '').split(' '));
  for (const scope of params.scope.split(' ').filter(Boolean)) {
    if (!allowed.has(scope)) throw new errors.InvalidScope('requested scope is not allowed', scope);
  }
}
