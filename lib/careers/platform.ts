import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import { clusterPacer } from '@/lib/cluster/cluster-pacer';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import type { PlatformClient } from '@/lib/platform/client/platform-client';

// On globalThis: Next may load this module once per route bundle, but the process needs one client,
// so one pacer and one token share the platform's limits.
const holder = globalThis as typeof globalThis & { __careersPlatformClient?: PlatformClient };

/**
 * The site's one platform client, created on first use from the environment; with REDIS_URL its pacer
 * shares the credential's budget with every other instance.
 */
export function getPlatformClient(): PlatformClient {
  if (!holder.__careersPlatformClient) {
    const env = readPlatformClientEnv();
    holder.__careersPlatformClient = createPlatformClient(env, { pacer: clusterPacer(getCluster(), env) });
  }
  return holder.__careersPlatformClient;
}
