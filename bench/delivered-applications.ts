import { count, isNotNull } from 'drizzle-orm';
import { receiveApplication } from '@/lib/careers/delivery/receive-application';
import type { SiteDatabase } from '@/lib/db/connection';
import { applications, outboundMail } from '@/lib/db/schema';
import { readDeliveryEnv } from '@/lib/env';
import type { PlatformClient } from '@/lib/platform/client/platform-client';
import { emulatorHeaders } from '@/lib/platform/server/test-support/emulator-headers';
import { benchApplication, benchReceiver } from './bench-receiver';
import { lastDeliveryWhenSettled } from './settled';

/**
 * `n` bench applications taken and delivered to the platform, as a site does (the status benches start
 * here). Answers their platform candidate ids and the status-link signer they were taken with.
 */
export async function deliveredApplications(
  database: SiteDatabase,
  client: PlatformClient,
  n: number,
  tag: string,
) {
  const env = readDeliveryEnv({ APPLY_LIMIT_PER_ADDRESS: String(n) });
  const { worker, deps } = benchReceiver(database.db, client, env);
  try {
    worker.start();
    const prefix = `${tag}-${Date.now()}-`;
    await Promise.all(
      Array.from({ length: n }, (_, i) => receiveApplication(deps, benchApplication(prefix, i, false))),
    );
    await lastDeliveryWhenSettled(database.db);
  } finally {
    await worker.stop();
  }
  const delivered = await database.db
    .select({ candidateId: applications.platformCandidateId })
    .from(applications)
    .where(isNotNull(applications.platformCandidateId));
  return { candidateIds: delivered.map((row) => row.candidateId!), deps };
}

/** Moves a candidate on the platform, as staff do. */
export const moveOnPlatform = (platformUrl: string, candidateId: string, status: string) =>
  fetch(`${platformUrl}/_emulator/candidates/${candidateId}/status`, {
    method: 'PUT',
    headers: emulatorHeaders,
    body: JSON.stringify({ status }),
  });

/** Status mails queued so far: the only mails that carry a one-click unsubscribe address. */
export async function statusMailsQueued(database: SiteDatabase): Promise<number> {
  const [mails] = await database.db
    .select({ n: count() })
    .from(outboundMail)
    .where(isNotNull(outboundMail.listUnsubscribeUrl));
  return mails?.n ?? 0;
}
