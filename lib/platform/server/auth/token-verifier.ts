import type { AccessToken, ClientCredentials, Provider } from 'oidc-provider';
import { API_RESOURCE } from './api-resource';
import { BoundedCache } from './bounded-cache';

export type VerifiedAccessToken = {
  clientId: string;
  scopes: string[];
  accountId?: string;
  expiresAt: number;
};
export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken | null>;

type TokenModel = 'ClientCredentials' | 'AccessToken';
// Opaque tokens are 43 characters by default; anything far longer is not ours and not worth a lookup.
const MAX_TOKEN_LENGTH = 256;

/**
 * Resolves a bearer token presented to the API. An opaque value does not say which model issued
 * it, so the model that answered last time is remembered and asked first; the adapter's cache makes
 * the repeat lookups memory-only while still seeing destroy/revoke.
 */
export function createAccessTokenVerifier(provider: Provider): AccessTokenVerifier {
  const modelOf = new BoundedCache<string, TokenModel>(10_000);

  return async (token) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const known = modelOf.get(token);
    const order: TokenModel[] =
      known === 'AccessToken' ? ['AccessToken', 'ClientCredentials'] : ['ClientCredentials', 'AccessToken'];
    for (const model of order) {
      const found =
        model === 'AccessToken'
          ? await provider.AccessToken.find(token)
          : await provider.ClientCredentials.find(token);
      if (!found) continue;
      const verified = await toVerified(provider, found);
      if (verified) modelOf.set(token, model);
      else modelOf.delete(token);
      return verified;
    }
    modelOf.delete(token);
    return null;
  };
}

async function toVerified(
  provider: Provider,
  token: AccessToken | ClientCredentials,
): Promise<VerifiedAccessToken | null> {
  if (!token.isValid || !token.clientId || !token.exp) return null;
  // Tokens minted for another audience (e.g. the userinfo endpoint) are not API credentials.
  if (token.aud !== API_RESOURCE) return null;
  const accountId = 'accountId' in token ? token.accountId : undefined;
  if ('grantId' in token && token.grantId) {
    // The same checks oidc-provider's introspection makes: a revoked or foreign grant voids the token.
    const grant = await provider.Grant.find(token.grantId);
    if (!grant || grant.isExpired || grant.clientId !== token.clientId || grant.accountId !== accountId)
      return null;
  }
  return {
    clientId: token.clientId,
    scopes: token.scope ? token.scope.split(' ') : [],
    ...(accountId ? { accountId } : {}),
    expiresAt: token.exp * 1000,
  };
}
