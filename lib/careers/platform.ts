import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import { siteClusterPacer } from '@/lib/cluster/cluster-pacer';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import type { PlatformClient } from '@/lib/platform/client/platform-client';
import { processPart } from '@/lib/site-runtime';

/**
 * The site's one platform client (one pacer and one token for the platform's limits), created on first
 * use from the environment; with REDIS_URL its pacer shares the credential's budget with every other
 * instance.
 */
export function getPlatformClient(): PlatformClient {
  return processPart('platform-client', () => {
    const env = readPlatformClientEnv();
    return createPlatformClient(env, { pacer: siteClusterPacer(getCluster(), env) });
  });
}

/**
 * A client for the platform's Webhooks API: its token asks for PLATFORM_WEBHOOKS_SCOPE alone, so the
 * tokens that apply and read statuses never carry it. It paces with the site's client: one budget.
 */
export function getWebhooksPlatformClient(scope: string): PlatformClient {
  return processPart('platform-webhooks-client', () =>
    createPlatformClient(
      { ...readPlatformClientEnv(), PLATFORM_SCOPE: scope },
      { pacer: getPlatformClient().pacer },
    ),
  );
}
