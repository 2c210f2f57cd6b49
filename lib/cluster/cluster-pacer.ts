import { createHash } from 'node:crypto';
import type { PlatformClientEnv } from '@/lib/env';
import type { Pacer } from '@/lib/platform/client/pacer';
import { RedisPacer } from '@/lib/platform/client/redis-pacer';
import { CLUSTER_PREFIX, type Cluster } from './cluster';

/**
 * The budget's name: one per platform and credential, as the platform counts them. A digest, so the
 * secret never reaches Redis.
 */
export function credentialKey(env: PlatformClientEnv): string {
  const credential = env.PLATFORM_SERVICE_TOKEN
    ? `token:${env.PLATFORM_SERVICE_TOKEN}`
    : `oauth:${env.PLATFORM_CLIENT_ID}`;
  return createHash('sha256').update(`${env.PLATFORM_API_URL}\n${credential}`).digest('hex').slice(0, 16);
}

/** The shared pacer when the cluster has Redis; undefined (the client's in-memory pacer) otherwise. */
export function clusterPacer(
  cluster: Cluster,
  env: PlatformClientEnv,
  queueLimit?: number,
): Pacer | undefined {
  if (!cluster.redis || !cluster.registry) return undefined;
  const registry = cluster.registry;
  return new RedisPacer({
    redis: cluster.redis,
    keyPrefix: `${CLUSTER_PREFIX}:pace:${credentialKey(env)}`,
    instanceId: cluster.instanceId,
    instancesSeen: () => registry.instancesSeen,
    queueLimit: queueLimit ?? env.PLATFORM_QUEUE_LIMIT,
  });
}
