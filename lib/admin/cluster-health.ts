import 'server-only';
import { getCluster } from '@/lib/cluster/cluster';
import type { LiveInstance } from '@/lib/cluster/instance-registry';
import { getSiteDelivery } from '@/lib/careers/delivery/site-delivery';
import { getPlatformClient } from '@/lib/careers/platform';

export type ClusterHealth = {
  /** False without REDIS_URL: this process is the whole site. */
  shared: boolean;
  /** Set when Redis did not answer: only this instance is shown. */
  unreachable: boolean;
  instances: (LiveInstance & { self: boolean })[];
  totals: { instances: number; deliveriesInFlight: number; pacerQueued: number; pacerInFlight: number };
};

/** Every live instance (from their heartbeats in Redis), or this one alone, with the cluster's totals. */
export async function readClusterHealth(): Promise<ClusterHealth> {
  const cluster = getCluster();
  const pacer = getPlatformClient().pacer.snapshot();
  const delivery = await getSiteDelivery();
  const self = {
    id: cluster.instanceId,
    name: cluster.name,
    startedAt: cluster.registry?.identity.startedAt ?? 0,
    seenAt: Date.now(),
    deliveriesInFlight: delivery.worker.deliveriesInFlight,
    pacerQueued: pacer.queued,
    pacerInFlight: pacer.inFlight,
    localPacing: pacer.mode === 'local-share',
  };
  let live: LiveInstance[] = [];
  let unreachable = false;
  try {
    live = (await cluster.registry?.live()) ?? [];
  } catch {
    unreachable = true;
  }
  // This instance as it is now, rather than as its last heartbeat said.
  const instances = [self, ...live.filter((instance) => instance.id !== self.id)]
    .map((instance) => ({ ...instance, self: instance.id === self.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const sum = (pick: (instance: LiveInstance) => number | undefined) =>
    instances.reduce((total, instance) => total + (pick(instance) ?? 0), 0);
  return {
    shared: Boolean(cluster.redis),
    unreachable,
    instances,
    totals: {
      instances: instances.length,
      deliveriesInFlight: sum((instance) => instance.deliveriesInFlight),
      pacerQueued: sum((instance) => instance.pacerQueued),
      pacerInFlight: sum((instance) => instance.pacerInFlight),
    },
  };
}
