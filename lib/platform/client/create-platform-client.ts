import type { PlatformClientEnv } from '@/lib/env';
import { OAuthAuthenticator, ServiceTokenAuthenticator } from './authenticator';
import { systemClock, type Clock } from './clock';
import { MemoryPacer } from './memory-pacer';
import { ClientMetrics } from './metrics';
import type { Pacer } from './pacer';
import { PlatformClient } from './platform-client';
import { TokenManager } from './token-manager';
import { Transport } from './transport';

export type PlatformClientOverrides = {
  /** Shorter than the spec's 128 s only in tests that provoke timeouts. */
  timeoutMs?: number;
  clock?: Clock;
  pacer?: Pacer;
  fetch?: typeof fetch;
  random?: () => number;
  safetyMarginMs?: number;
};

/** Wires a client from configuration: the service token when one is set, else OAuth client credentials. */
export function createPlatformClient(
  env: PlatformClientEnv,
  overrides: PlatformClientOverrides = {},
): PlatformClient {
  const clock = overrides.clock ?? systemClock;
  const metrics = new ClientMetrics(() => clock.now());
  const pacer =
    overrides.pacer ??
    new MemoryPacer({
      clock,
      queueLimit: env.PLATFORM_QUEUE_LIMIT,
      safetyMarginMs: overrides.safetyMarginMs,
    });
  const tokens = env.PLATFORM_SERVICE_TOKEN
    ? undefined
    : new TokenManager({
        tokenUrl: env.PLATFORM_TOKEN_URL,
        clientId: env.PLATFORM_CLIENT_ID,
        clientSecret: env.PLATFORM_CLIENT_SECRET,
        scope: env.PLATFORM_SCOPE,
        clock,
        fetch: overrides.fetch,
        onToken: (expiresAt) => metrics.record({ type: 'token', expiresAt }),
      });
  const auth = tokens
    ? new OAuthAuthenticator(tokens)
    : new ServiceTokenAuthenticator(env.PLATFORM_SERVICE_TOKEN_HEADER, env.PLATFORM_SERVICE_TOKEN!);
  const transport = new Transport({
    baseUrl: env.PLATFORM_API_URL,
    pacer,
    auth,
    metrics,
    clock,
    timeoutMs: overrides.timeoutMs ?? env.PLATFORM_REQUEST_TIMEOUT_MS,
    fetch: overrides.fetch,
    random: overrides.random,
  });
  return new PlatformClient(transport, { companyId: env.PLATFORM_COMPANY_ID, metrics, pacer, tokens });
}
