import { randomBytes } from 'node:crypto';
import { DeliveryWorker } from '@/lib/careers/delivery/delivery-worker';
import type { ReceiveDeps } from '@/lib/careers/delivery/receive-application';
import { StatusLinkSigner } from '@/lib/careers/status-link';
import type { SiteDb } from '@/lib/db/connection';
import type { DeliveryEnv } from '@/lib/env';
import type { PlatformClient } from '@/lib/platform/client/platform-client';

/** A delivery worker and what `receiveApplication` needs, as a site process wires them (for the benches). */
export function benchReceiver(db: SiteDb, platform: PlatformClient, env: DeliveryEnv) {
  const worker = new DeliveryWorker({
    db,
    platform,
    leaseMs: env.DELIVERY_LEASE_MS,
    pollMs: env.DELIVERY_POLL_MS,
    concurrency: env.DELIVERY_CONCURRENCY,
  });
  const deps: ReceiveDeps = {
    db,
    // Status links are not read by the benches; any key will do.
    signer: new StatusLinkSigner([{ id: 'bench', secret: randomBytes(32) }]),
    deliverLeased: worker.deliverLeased.bind(worker),
    busy: () => worker.saturated,
    leaseOwner: worker.owner,
    leaseMs: env.DELIVERY_LEASE_MS,
    waitMs: env.DELIVERY_WAIT_MS,
    limitPerAddress: env.APPLY_LIMIT_PER_ADDRESS,
    site: { name: 'Acme', url: 'http://localhost:3000' },
  };
  return { worker, deps };
}
