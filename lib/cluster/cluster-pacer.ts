import { createHash } from 'node:crypto';
import type { PlatformClientEnv } from '@/lib/env';
import type { Pacer } from '@/lib/platform/client/pacer';
import { RedisPacer } from '@/lib/platform/client/redis-pacer';
import { CLUSTER_PREFIX, type Cluster } from './cluster';

/**
 * The budget's name: one per platform and credential, as the platform counts them. A digest, so the
 * secret never reaches Redis.
 */
export function credentialKey(apiUrl: string, credential: string): string {
  return createHash('sha256').update(`${apiUrl}\n${credential}`).digest('hex').slice(0, 16);
}

/** The site's own credential: its OAuth client, or the older service token. */
export const siteCredentialKey = (env: PlatformClientEnv) =>
  credentialKey(
    env.PLATFORM_API_URL,
    env.PLATFORM_SERVICE_TOKEN ? `token:${env.PLATFORM_SERVICE_TOKEN}` : `oauth:${env.PLATFORM_CLIENT_ID}`,
  );

/**
 * The shared pacer of one credential's budget when the cluster has Redis; undefined (the client's
 * in-memory pacer) otherwise.
 */
export function clusterPacer(
  cluster: Cluster,
  budget: { key: string; queueLimit: number },
): Pacer | undefined {
  if (!cluster.redis || !cluster.registry) return undefined;
  const registry = cluster.registry;
  return new RedisPacer({
    redis: cluster.redis,
    keyPrefix: `${CLUSTER_PREFIX}:pace:${budget.key}`,
    instanceId: cluster.instanceId,
    instancesSeen: () => registry.instancesSeen,
    queueLimit: budget.queueLimit,
  });
}

/** The site credential's shared pacer (see clusterPacer). */
export const siteClusterPacer = (cluster: Cluster, env: PlatformClientEnv) =>
  clusterPacer(cluster, { key: siteCredentialKey(env), queueLimit: env.PLATFORM_QUEUE_LIMIT });
