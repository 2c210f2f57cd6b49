import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeliveryWorker } from '@/lib/careers/delivery/delivery-worker';
import { openErasureJournal } from '@/lib/careers/erasure-journal/erasure-journal';
import type { ReceiveDeps, ReceiveInput } from '@/lib/careers/delivery/receive-application';
import { StatusLinkSigner } from '@/lib/careers/status-link';
import type { SiteDb } from '@/lib/db/connection';
import type { DeliveryEnv } from '@/lib/env';
import type { PlatformClient } from '@/lib/platform/client/platform-client';

/**
 * A delivery worker and what `receiveApplication` needs, as a site process wires them (for the benches):
 * each delivery is written to an erasure journal on disk, as beside PGlite by default.
 */
export function benchReceiver(db: SiteDb, platform: PlatformClient, env: DeliveryEnv) {
  const journalDir = mkdtempSync(path.join(tmpdir(), 'bench-journal-'));
  process.on('exit', () => rmSync(journalDir, { recursive: true, force: true }));
  const worker = new DeliveryWorker({
    db,
    journal: openErasureJournal({ dir: journalDir, instance: 'bench' }),
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

/** The posting the benches apply to: the seed's posting without questions. */
export const BENCH_POSTING = '185043d8-d40e-4bce-8464-c216b7317500';
/** A 20 kB resume, as the benches that deliver files send it. */
export const benchResume = Buffer.from(`%PDF-1.4\n${'% padding\n'.repeat(2000)}%%EOF\n`).toString('base64');

/** The `i`th bench candidate's application, `<prefix><i>@bench.example`, with or without the resume. */
export const benchApplication = (prefix: string, i: number, withResume = true): ReceiveInput => ({
  postingId: BENCH_POSTING,
  jobTitle: 'Bench job',
  locale: 'en',
  idempotencyKey: randomUUID(),
  application: {
    firstName: 'Bench',
    lastName: `Candidate ${i}`,
    email: `${prefix}${i}@bench.example`,
    consentDecisions: { SINGLE: true },
    ...(withResume
      ? { resume: { fileName: 'resume.pdf', mimeType: 'application/pdf', fileContent: benchResume } }
      : {}),
  },
});
