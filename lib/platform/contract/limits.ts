/**
 * The platform's published limits (spec §8), as data: both the embedded platform and the client's
 * pacer read this table, so a change to the limits is a change here and nowhere else.
 * Endpoints are keyed by method and route template.
 */
export type EndpointKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;

export const limitPolicy = {
  windowMs: 1000,
  defaultRatePerSecond: 10,
  defaultConcurrency: 8,
  ratePerSecond: {
    'POST /jobs/:id/publication': 2,
    'DELETE /jobs/:id/publication': 2,
    'GET /offers/:offerId/documents/:documentId': 2,
  } as Partial<Record<EndpointKey, number>>,
  /** Per-endpoint concurrency, on top of the credential-wide one. */
  concurrency: {
    'GET /candidates': 1,
  } as Partial<Record<EndpointKey, number>>,
} as const;

export function rateLimitFor(endpoint: EndpointKey): number {
  return limitPolicy.ratePerSecond[endpoint] ?? limitPolicy.defaultRatePerSecond;
}

export function concurrencyLimitFor(endpoint: EndpointKey): number {
  return Math.min(limitPolicy.concurrency[endpoint] ?? Infinity, limitPolicy.defaultConcurrency);
}

export const rateLimitHeaders = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  concurrentLimit: 'X-RateLimit-Concurrent-Limit',
  concurrentRemaining: 'X-RateLimit-Concurrent-Remaining',
} as const;
