import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The test controls' gate: the emulator token in `x-emulator-token`, and `application/json` on every
 * write. A browser sends neither cross-site without a CORS preflight (which we never grant), so a web
 * page cannot wipe the data with a text/plain form POST. `GET /health` alone answers without the
 * token, with nothing but its status (readiness checks of the dev runner and Playwright).
 */
export function emulatorGuard(token: string): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-emulator-token');
    const authorized = given !== undefined && sameText(given, token);
    if (c.req.method === 'GET' && c.req.path.endsWith('/_emulator/health') && !authorized)
      return c.json({ status: 'ok' });
    if (!authorized) throw new ApiError(401, 'The emulator controls need the x-emulator-token header');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        throw new ApiError(415, 'The emulator controls accept only application/json');
    }
    await next();
  };
}
