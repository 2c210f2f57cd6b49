import type { SiteDb } from '@/lib/db/connection';
import { csvStream } from '../csv-stream';
import { listStaffActivity, type ActivityFilter, type ActivityRow } from './staff-activity';

const header = ['at', 'platform_user_id', 'staff_name', 'staff_email', 'action', 'subject', 'detail'];

/** The activity log as CSV for an auditor, newest first, with the page's filter; streamed in batches. */
export function activityCsvStream(
  db: SiteDb,
  filter: Omit<ActivityFilter, 'before'>,
  batchSize = 500,
): ReadableStream<Uint8Array> {
  return csvStream<ActivityRow>(
    header,
    async (after, limit) => (await listStaffActivity(db, { ...filter, before: after?.id }, limit)).rows,
    (row) => [row.at, row.platformUserId, row.staffName, row.staffEmail, row.action, row.subject, row.detail],
    batchSize,
  );
}
