import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applicationFiles, applications } from '@/lib/db/schema';
import type { Application } from '@/lib/platform/contract';
import { NO_ERASURE_JOURNAL } from '../../erasure-journal/erasure-journal';
import { StatusLinkSigner } from '../../status-link';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../delivery-worker';
import type { DeliveryPlatform } from '../deliver-application';
import { receiveApplication, type ReceiveDeps } from '../receive-application';

/** The seeded posting without questions: the smallest valid application. */
export const simplePosting = '185043d8-d40e-4bce-8464-c216b7317500';

export const simpleApplication = (email: string, extra: Partial<Application> = {}): Application => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  consentDecisions: { SINGLE: true },
  ...extra,
});

export const testEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@delivery-test.example`;

/** A worker and the submission path around it, as the site wires them, over the given database and client. */
export function deliveryHarness(
  db: SiteDb,
  platform: DeliveryPlatform,
  options: Partial<Omit<DeliveryWorkerOptions, 'db' | 'platform'>> &
    Partial<Pick<ReceiveDeps, 'waitMs' | 'limitPerAddress'>> = {},
) {
  const leaseMs = options.leaseMs ?? 30_000;
  const worker = new DeliveryWorker({
    db,
    journal: options.journal ?? NO_ERASURE_JOURNAL,
    platform,
    leaseMs,
    pollMs: options.pollMs ?? 100,
    concurrency: options.concurrency ?? 64,
    onError: options.onError ?? ((error) => console.error('[test worker]', error)),
  });
  const signer = new StatusLinkSigner([{ id: 'test', secret: randomBytes(32) }]);
  const deps: ReceiveDeps = {
    db,
    signer,
    deliverLeased: (id, prepared) => worker.deliverLeased(id, prepared),
    busy: () => worker.saturated,
    leaseOwner: worker.owner,
    leaseMs,
    waitMs: options.waitMs ?? 700,
    limitPerAddress: options.limitPerAddress ?? 1_000,
    site: { name: 'Acme', url: 'http://localhost:3000' },
  };
  const receive = (
    application: Application,
    idempotencyKey: string = randomUUID(),
    postingId = simplePosting,
    earlierKeys?: string[],
  ) =>
    receiveApplication(deps, {
      postingId,
      jobTitle: 'A job',
      locale: 'en',
      idempotencyKey,
      application,
      earlierKeys,
    });
  return { worker, signer, receive };
}

export async function rowOf(db: SiteDb, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

export async function filesOf(db: SiteDb, id: string) {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, id));
}

/** Waits (polling the database, bounded) until `check` holds. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
