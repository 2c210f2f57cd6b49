/**
 * A delivery worker in its own process, for the crash test: it delivers until nothing is left to
 * settle, then says "settled" and exits. The test kills one of these with SIGKILL mid-delivery.
 */
import { inArray } from 'drizzle-orm';
import { openSiteDatabase } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import { readPlatformClientEnv } from '@/lib/env';
import { createPlatformClient } from '@/lib/platform/client/create-platform-client';
import { NO_ERASURE_JOURNAL } from '../../erasure-journal/erasure-journal';
import { DeliveryWorker } from '../delivery-worker';

const database = await openSiteDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.SITE_DATA_DIR ?? 'memory://',
});
const worker = new DeliveryWorker({
  db: database.db,
  journal: NO_ERASURE_JOURNAL,
  platform: createPlatformClient(readPlatformClientEnv()),
  leaseMs: Number(process.env.DELIVERY_LEASE_MS ?? 2_000),
  pollMs: 100,
  concurrency: 16,
  onError: (error) => console.error('[worker-process]', error),
});
worker.start();
process.stdout.write('ready\n');

const unsettled = async () =>
  (
    await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.status, ['received', 'delivering', 'outcome_unknown']))
  ).length;

const timer = setInterval(() => {
  void unsettled().then(async (left) => {
    if (left > 0) return;
    clearInterval(timer);
    await worker.stop();
    await database.close();
    process.stdout.write('settled\n');
    process.exit(0);
  });
}, 200);
