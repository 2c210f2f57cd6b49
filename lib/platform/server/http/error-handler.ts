import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import type { EndpointKey } from '../../contract';
import { identifyMiddleware } from './endpoint';
import { limitMiddleware } from './limit-middleware';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error';
import { describeError } from '@/lib/observability/describe-error';
import type { PlatformContext, PlatformEnv } from './platform-context';

/** Every failure becomes the JSON error body; unexpected ones are logged (no request data) and answered generically. */
export const handleError: ErrorHandler<PlatformEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(new ApiError(status, error.message || 'Request failed').toBody(), status);
  }
  console.error(`[platform] ${c.req.method} ${c.req.routePath} failed: ${describeError(error)}`);
  return c.json(new ApiError(500, 'Internal error').toBody(), 500);
};

export const handleNotFound: NotFoundHandler<PlatformEnv> = (c: Context<PlatformEnv>) =>
  c.json(new ApiError(404, `No endpoint ${c.req.method} ${c.req.path}`).toBody(), 404);

/**
 * Registered last: an unknown path still goes through identification and the limiter, so its 404
 * carries the X-RateLimit-* headers like every other response.
 */
export function registerFallback(app: Hono<PlatformEnv>, ctx: PlatformContext) {
  app.all(
    '*',
    identifyMiddleware(ctx),
    (c, next) => limitMiddleware(ctx, `${c.req.method} *` as EndpointKey)(c, next),
    handleNotFound,
  );
}
