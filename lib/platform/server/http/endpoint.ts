import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { EndpointKey } from '../../contract';
import type { Scope } from '../auth/scopes';
import { ApiError } from './api-error';
import { acceptableMiddleware } from './accept';
import { faultMiddleware } from './fault-middleware';
import { limitMiddleware } from './limit-middleware';
import type { PlatformContext, PlatformEnv } from './platform-context';

export type EndpointSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Route template; with the method it is the endpoint's identity for rate limits. */
  path: string;
  /** null: public, no credential needed. */
  scope: Scope | null;
  /** Media types the endpoint can answer with; a request whose Accept excludes them all gets 406. */
  produces?: string[];
  /** Endpoint-specific steps that run after the common chain, just before the handler. */
  middleware?: MiddlewareHandler<PlatformEnv>[];
  handler: Handler<PlatformEnv>;
};

/**
 * Registers one API endpoint behind the same chain every endpoint gets:
 * identify the API user → limits (and their headers) → authorization → Accept → faults → handler.
 */
export function defineEndpoint(app: Hono<PlatformEnv>, ctx: PlatformContext, spec: EndpointSpec) {
  const endpoint = `${spec.method} ${spec.path}` as EndpointKey;
  app.on(
    spec.method,
    spec.path,
    identifyMiddleware(ctx),
    limitMiddleware(ctx, endpoint),
    authorizeMiddleware(spec.scope),
    acceptableMiddleware(spec.produces ?? ['application/json']),
    faultMiddleware(ctx),
    ...(spec.middleware ?? []),
    spec.handler,
  );
}

export function identifyMiddleware(ctx: PlatformContext): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const address = c.env?.incoming?.socket?.remoteAddress ?? 'local';
    c.set('apiUser', await ctx.credentials.resolve(c.req.raw.headers, address));
    await next();
  };
}

function authorizeMiddleware(scope: Scope | null): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const user = c.get('apiUser');
    if (user.invalidCredential) {
      throw new ApiError(401, 'The credential is invalid or has expired', [], {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    if (scope) {
      if (!user.authenticated) {
        throw new ApiError(401, 'Authentication required: send a Bearer token or an x-service-token', [], {
          'WWW-Authenticate': 'Bearer',
        });
      }
      if (!user.scopes.has(scope)) {
        throw new ApiError(403, `The credential lacks the scope ${scope}`, [
          { code: 'INSUFFICIENT_SCOPE', message: `Scope required: ${scope}` },
        ]);
      }
    }
    await next();
  };
}
