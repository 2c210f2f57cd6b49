import 'server-only';
import { and, desc, sql } from 'drizzle-orm';
import type { SiteDb } from '@/lib/db/connection';
import { applications } from '@/lib/db/schema';
import type { ApplicationFilter } from './application-filter';
import { applicationColumns, applicationWhere } from './application-query';
import { trackingText } from '@/lib/careers/source-details';
import { csvRow } from './csv';

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

/**
 * The filtered outbox as CSV, streamed: rows are read in batches by keyset (newest first) only as the
 * reader asks for more, so memory stays flat however many applications there are. No file bytes.
 */
export function applicationsCsvStream(
  db: SiteDb,
  filter: Omit<ApplicationFilter, 'page'>,
  batchSize = 500,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { createdAt: Date; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`));
        return;
      }
      const keyset = after
        ? sql`(${applications.createdAt}, ${applications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
        : undefined;
      const rows = await db
        .select(applicationColumns)
        .from(applications)
        .where(and(applicationWhere(filter), keyset))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(batchSize);
      const text = rows
        .map((row) =>
          csvRow([
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
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < batchSize || !last) controller.close();
      else after = { createdAt: last.createdAt, id: last.id };
    },
  });
}
