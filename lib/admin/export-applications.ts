import 'server-only';
import { and, desc, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { ApplicationFilter } from './application-filter';
import { applicationColumns, applicationWhere } from './application-query';
import { trackingText } from '@/lib/careers/source-details';
import { csvStream } from './csv-stream';

const header = [
  'id',
  'candidate_name',
  'candidate_email',
  'posting_id',
  'delivery_state',
  'attempts',
  'last_error',
  'platform_candidate_id',
  'campaign',
  'channel',
  'created_at',
  'delivered_at',
  'withdrawal_asked_at',
];

/** A batch of the filtered outbox, newest first, after the last row of the batch before. */
const outboxBatch =
  (db: SiteDb, filter: Omit<ApplicationFilter, 'page'>) =>
  (after: { createdAt: Date; id: string } | null, limit: number) =>
    db
      .select(applicationColumns)
      .from(applications)
      .where(
        and(
          applicationWhere(filter),
          after
            ? sql`(${applications.createdAt}, ${applications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit);
type OutboxRow = Awaited<ReturnType<ReturnType<typeof outboxBatch>>>[number];

/**
 * The filtered outbox as CSV, streamed (lib/admin/csv-stream.ts), so memory stays flat however many
 * applications there are. No file bytes.
 */
export function applicationsCsvStream(
  db: SiteDb,
  filter: Omit<ApplicationFilter, 'page'>,
  batchSize = 500,
): ReadableStream<Uint8Array> {
  return csvStream<OutboxRow>(
    header,
    outboxBatch(db, filter),
    (row) => [
      row.id,
      row.candidateName,
      row.candidateEmail,
      row.postingId,
      row.status,
      row.attempts,
      row.lastError,
      row.platformCandidateId,
      trackingText(row.tracking),
      row.channel,
      row.createdAt,
      row.deliveredAt,
      row.withdrawalAskedAt,
    ],
    batchSize,
  );
}
