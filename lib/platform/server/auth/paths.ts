/** Where the platform serves its OAuth authorization server (DESIGN §5). */
export const OAUTH_PREFIX = '/identity/oauth';
/** The staff login pages, served by the interaction routes rather than oidc-provider itself. */
export const INTERACTION_PREFIX = `${OAUTH_PREFIX}/interaction`;

/** True for the prefix itself and anything below it, with or without a query. */
export function isOAuthPath(url: string): boolean {
  return url === OAUTH_PREFIX || url.startsWith(`${OAUTH_PREFIX}/`) || url.startsWith(`${OAUTH_PREFIX}?`);
}
