import { z } from 'zod';
import { withoutControls } from '@/lib/without-controls';
import { staffActions, type StaffAction } from '@/lib/db/schema';
import type { ActivityFilter } from './staff-activity';

/** Each action as the log shows it. */
export const actionLabels: Record<StaffAction, string> = {
  signed_in: 'Signed in',
  sign_in_refused: 'Refused at sign-in',
  signed_out: 'Signed out',
  session_ended: 'Session ended by the platform',
  exported_applications: 'Exported applications (CSV)',
  exported_activity: 'Exported the activity log (CSV)',
  retried_application: 'Retried an application',
  erased_candidate: 'Erased a candidate’s data',
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The log's query string; anything malformed falls back to "everything, newest first". */
const activityFilterSchema = z.object({
  action: z.preprocess(first, z.enum(staffActions).optional().catch(undefined)),
  by: z.preprocess(
    first,
    z
      .string()
      .max(200)
      .transform((by) => withoutControls(by).trim() || undefined)
      .optional()
      .catch(undefined),
  ),
  before: z.preprocess(first, z.coerce.number().int().min(1).optional().catch(undefined)),
});

export function parseActivityFilter(params: Record<string, unknown>): ActivityFilter {
  return activityFilterSchema.parse(params);
}

/** The same filter as a query string, for the "older" link. */
export function activityQuery(filter: ActivityFilter): string {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.by) params.set('by', filter.by);
  if (filter.before) params.set('before', String(filter.before));
  const text = params.toString();
  return text ? `?${text}` : '';
}
