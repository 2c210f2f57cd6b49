import 'server-only';
import { getPlatformClient } from '@/lib/careers/platform';
import type { SiteDb } from '@/lib/db/connection';
import { readOutboxFigures, type OutboxFigures } from '@/lib/careers/delivery/outbox-figures';
import { minuteSeries, type MinuteCounts } from './minute-series';

export type EndpointLimits = {
  endpoint: string;
  status: number;
  limit?: number;
  remaining?: number;
  concurrentLimit?: number;
  concurrentRemaining?: number;
  seenAt: number;
};

export type PlatformHealth = {
  now: number;
  limits: EndpointLimits[];
  lastHour: { requests: number; rateLimited: number; retries: number };
  perMinute: MinuteCounts[];
  queue: { queued: number; oldestWaitMs: number; inFlight: number };
  tokenExpiresAt: number | null;
  outbox: OutboxFigures;
};

/**
 * The site client's view of the shared platform budget (its counters, pacer queue and token) and the
 * outbox lag: how long the oldest application not yet delivered (nor refused) has waited.
 */
export async function readPlatformHealth(db: SiteDb): Promise<PlatformHealth> {
  const client = getPlatformClient();
  const metrics = client.metrics.snapshot();
  const pacer = client.pacer.snapshot();
  const now = Date.now();
  const outbox = await readOutboxFigures(db, now);
  return {
    now,
    limits: Object.entries(metrics.lastSeenLimits)
      .map(([endpoint, seen]) => ({ endpoint, ...seen, seenAt: seen.at }))
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    lastHour: metrics.lastHour,
    perMinute: minuteSeries(metrics.perMinute, now),
    queue: { queued: pacer.queued, oldestWaitMs: pacer.oldestWaitMs, inFlight: pacer.inFlight },
    tokenExpiresAt: metrics.tokenExpiresAt,
    outbox,
  };
}
