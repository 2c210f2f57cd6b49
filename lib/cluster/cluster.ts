import { hostname } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import { createSwrCache, type SwrCache, type SwrCacheOptions } from '@/lib/careers/swr-cache';
import { readClusterEnv, readPlatformClientEnv, type PlatformClientEnv } from '@/lib/env';
import { processPart } from '@/lib/site-runtime';
import { InstanceRegistry } from './instance-registry';
import { connectRedis, type Redis } from './redis';
import { createRedisSwrCache } from './redis-swr-cache';

/** This process and, with REDIS_URL, the cluster it belongs to. */
export type Cluster = {
  instanceId: string;
  name: string;
  /** Redis key prefix of this site: instances of one site share it, another site (or platform) never does. */
  prefix: string;
  redis?: Redis;
  registry?: InstanceRegistry;
};

export const CLUSTER_PREFIX = 'careers';

/**
 * The site's key in a shared Redis: its platform and company. Caches hold that company's postings, so two
 * sites (or a test run against another platform) on one Redis never read each other's values.
 */
export function siteKey(env: Pick<PlatformClientEnv, 'PLATFORM_API_URL' | 'PLATFORM_COMPANY_ID'>): string {
  return createHash('sha256')
    .update(`${env.PLATFORM_API_URL}\n${env.PLATFORM_COMPANY_ID}`)
    .digest('hex')
    .slice(0, 12);
}

/** Opens the cluster membership from the environment; without REDIS_URL, a cluster of one with no Redis. */
export function openCluster(env = readClusterEnv(), platform = readPlatformClientEnv()): Cluster {
  const instanceId = randomBytes(6).toString('base64url');
  const name = env.INSTANCE_NAME ?? `${hostname()}:${process.pid}`;
  const prefix = `${CLUSTER_PREFIX}:${siteKey(platform)}`;
  if (!env.REDIS_URL) return { instanceId, name, prefix };
  const redis = connectRedis(env.REDIS_URL, { name: `careers-${instanceId}` });
  const registry = new InstanceRegistry(redis, prefix, {
    id: instanceId,
    name,
    startedAt: Date.now(),
  });
  registry.start();
  return { instanceId, name, prefix, redis, registry };
}

/** The process's cluster membership (the process is one instance), opened on first use. */
export function getCluster(): Cluster {
  return processPart('cluster', openCluster);
}

/** A cache shared by the cluster (Redis, single flight across instances) when it has Redis; in-process otherwise. */
export function clusterCache<T>(cluster: Cluster, name: string, options: SwrCacheOptions): SwrCache<T> {
  if (!cluster.redis) return createSwrCache<T>(options);
  return createRedisSwrCache<T>({
    ...options,
    redis: cluster.redis,
    namespace: `${cluster.prefix}:cache:${name}`,
  });
}
