import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createSwrCache, type SwrCache, type SwrCacheOptions } from '@/lib/careers/swr-cache';
import { readClusterEnv } from '@/lib/env';
import { InstanceRegistry } from './instance-registry';
import { connectRedis, type Redis } from './redis';
import { createRedisSwrCache } from './redis-swr-cache';

/** This process and, with REDIS_URL, the cluster it belongs to. */
export type Cluster = {
  instanceId: string;
  name: string;
  redis?: Redis;
  registry?: InstanceRegistry;
};

export const CLUSTER_PREFIX = 'careers';

/** Opens the cluster membership from the environment; without REDIS_URL, a cluster of one with no Redis. */
export function openCluster(env = readClusterEnv()): Cluster {
  const instanceId = randomBytes(6).toString('base64url');
  const name = env.INSTANCE_NAME ?? `${hostname()}:${process.pid}`;
  if (!env.REDIS_URL) return { instanceId, name };
  const redis = connectRedis(env.REDIS_URL, { name: `careers-${instanceId}` });
  const registry = new InstanceRegistry(redis, CLUSTER_PREFIX, {
    id: instanceId,
    name,
    startedAt: Date.now(),
  });
  registry.start();
  return { instanceId, name, redis, registry };
}

// On globalThis: Next may load this module once per route bundle, but the process is one instance.
const slot = Symbol.for('career-site.cluster');
const holder = globalThis as { [slot]?: Cluster };

/** The process's cluster membership, opened on first use. */
export function getCluster(): Cluster {
  holder[slot] ??= openCluster();
  return holder[slot];
}

/** A cache shared by the cluster (Redis, single flight across instances) when it has Redis; in-process otherwise. */
export function clusterCache<T>(cluster: Cluster, name: string, options: SwrCacheOptions): SwrCache<T> {
  if (!cluster.redis) return createSwrCache<T>(options);
  return createRedisSwrCache<T>({
    ...options,
    redis: cluster.redis,
    namespace: `${CLUSTER_PREFIX}:cache:${name}`,
  });
}
