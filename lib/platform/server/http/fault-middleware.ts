import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { PlatformContext, PlatformEnv } from './platform-context';

/** The longest a "hung" request waits before giving up on its own (past the spec's 128 s client timeout). */
const HANG_MAX_MS = 130_000;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Applies the injected latency and failures (test controls) inside the request's concurrency slot. */
export function faultMiddleware(ctx: PlatformContext): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const plan = ctx.faults.plan(c.req.path);
    if (plan.delayMs > 0) await sleep(plan.delayMs, c.req.raw.signal);
    if (plan.hang) {
      await sleep(HANG_MAX_MS, c.req.raw.signal);
      throw new ApiError(504, 'Injected fault: the request hung');
    }
    if (plan.fail) throw new ApiError(503, 'Injected fault: the platform is unavailable');
    await next();
    if (plan.dropAfter) {
      // The work is done and committed; the client never learns the outcome.
      c.env?.incoming?.socket?.destroy();
    }
  };
}
