import 'server-only';
import { readClusterHealth } from '@/lib/admin/cluster-health';
import { isDraining } from '@/lib/cluster/shutdown';
import { getErasureJournal } from '@/lib/careers/erasure-journal/site-erasure-journal';
import { getPlatformClient } from '@/lib/careers/platform';
import type { SiteDb } from '@/lib/db/connection';
import { readDatabaseFigures, type DatabaseFigures } from './database-figures';

/**
 * What an operator watches, in plain numbers: the figures the console's health page shows, for a
 * monitoring system (`/api/metrics`). The site-wide ones come from the database (database-figures.ts);
 * `instance` ones are this process's own (its platform client, its deliveries), so each instance is
 * scraped on its own.
 */
export type SiteFigures = DatabaseFigures & {
  liveInstances: number;
  instance: {
    draining: boolean;
    deliveriesInFlight: number;
    /** Deletions this instance could not write down in the erasure journal since it started. */
    erasureJournalFailures: number;
    platform: {
      requests: number;
      rateLimited: number;
      retries: number;
      queued: number;
      inFlight: number;
      oldestWaitSeconds: number;
      tokenExpiresAt: number | null;
    };
  };
};

export async function readSiteFigures(
  db: SiteDb,
  options: { statusUpdates: boolean; statusEvents: boolean },
): Promise<SiteFigures> {
  const client = getPlatformClient();
  const metrics = client.metrics.snapshot();
  const pacer = client.pacer.snapshot();
  const [database, cluster] = await Promise.all([
    readDatabaseFigures(db, new Date(), options),
    readClusterHealth(),
  ]);
  return {
    ...database,
    liveInstances: cluster.totals.instances,
    instance: {
      draining: isDraining(),
      deliveriesInFlight: cluster.instances.find((instance) => instance.self)?.deliveriesInFlight ?? 0,
      erasureJournalFailures: getErasureJournal().failures,
      platform: {
        requests: metrics.requests,
        rateLimited: metrics.rateLimited,
        retries: metrics.retries,
        queued: pacer.queued,
        inFlight: pacer.inFlight,
        oldestWaitSeconds: Math.floor(pacer.oldestWaitMs / 1000),
        tokenExpiresAt: metrics.tokenExpiresAt === null ? null : Math.floor(metrics.tokenExpiresAt / 1000),
      },
    },
  };
}
