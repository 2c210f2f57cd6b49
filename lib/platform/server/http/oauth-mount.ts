import type { Hono } from 'hono';
import type { EndpointKey } from '../../contract';
import type { OAuthServer } from '../auth/oidc-provider';
import { OAUTH_PREFIX } from '../auth/paths';
import { identifyMiddleware } from './endpoint';
import { limitMiddleware } from './limit-middleware';
import type { PlatformContext, PlatformEnv } from './platform-context';

/** The token endpoint is limited like any endpoint; the other OAuth pages share one budget. */
function oauthEndpoint(method: string, path: string): EndpointKey {
  return (
    path === `${OAUTH_PREFIX}/token` ? `${method} ${path}` : `${method} ${OAUTH_PREFIX}/*`
  ) as EndpointKey;
}

/** The OAuth server (oidc-provider and the staff login pages) behind the same identification and limits. */
export function mountOAuth(app: Hono<PlatformEnv>, ctx: PlatformContext, oauth: OAuthServer) {
  app.use(`${OAUTH_PREFIX}/*`, identifyMiddleware(ctx), (c, next) =>
    limitMiddleware(ctx, oauthEndpoint(c.req.method, c.req.path))(c, next),
  );
  app.route(OAUTH_PREFIX, oauth.routes);
}
