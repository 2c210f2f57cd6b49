import type { Context, MiddlewareHandler } from 'hono';
import { rateLimitHeaders, type EndpointKey } from '../../contract';
import type { Admission } from '../limits/limiter';
import { ApiError } from './api-error';
import type { PlatformContext, PlatformEnv } from './platform-context';

/**
 * Admits the request under both limiters, answers 429 when either refuses, and puts the four
 * X-RateLimit-* headers on every response — success, 429 or error alike (spec §8).
 */
export function limitMiddleware(ctx: PlatformContext, endpoint: EndpointKey): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const user = c.get('apiUser');
    const admission = ctx.limiter.admit(user.key, endpoint);
    if (!admission.allowed) {
      ctx.counters.record(user.key, endpoint, 429);
      const retryAfter: Record<string, string> =
        ctx.limiter.settings.retryAfter && admission.refusedBy === 'rate'
          ? { 'Retry-After': String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000))) }
          : {};
      const error = new ApiError(
        429,
        admission.refusedBy === 'rate'
          ? 'Rate limit reached for this endpoint'
          : 'Too many concurrent requests',
        [
          {
            code: admission.refusedBy === 'rate' ? 'RATE_LIMITED' : 'CONCURRENCY_LIMITED',
            message: 'Slow down and retry with backoff',
          },
        ],
      );
      const response = c.json(error.toBody(), 429, retryAfter);
      setLimitHeaders(response.headers, admission);
      return response;
    }

    // Also on the raw response: routes that write past Hono (the OAuth server) still carry them.
    const outgoing = c.env?.outgoing;
    if (outgoing && !outgoing.headersSent)
      setLimitHeaders({ set: (name, value) => outgoing.setHeader(name, value) }, admission);

    let streaming = false;
    try {
      await next();
      streaming = c.get('streamed') === true && c.res.body !== null;
    } finally {
      if (streaming) releaseWhenBodyEnds(c, admission.release);
      else admission.release();
    }
    setLimitHeaders(c.res.headers, admission);
    ctx.counters.record(user.key, endpoint, c.res.status);
  };
}

function setLimitHeaders(headers: Pick<Headers, 'set'>, admission: Admission) {
  headers.set(rateLimitHeaders.limit, String(admission.rateLimit));
  headers.set(rateLimitHeaders.remaining, String(admission.rateRemaining));
  headers.set(rateLimitHeaders.concurrentLimit, String(admission.concurrentLimit));
  headers.set(rateLimitHeaders.concurrentRemaining, String(admission.concurrentRemaining));
}

/** A streamed body keeps its concurrency slot until the last byte is sent or the client goes away. */
function releaseWhenBodyEnds(c: Context<PlatformEnv>, release: () => void) {
  const body = c.res.body!;
  const reader = body.getReader();
  const stream = new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  c.res = new Response(stream, c.res);
}
