import type { PurgeCounts } from '@/lib/careers/retention/purge';
import { AdminStats } from './admin-stats';
import { formatDateTime } from './format';

type Purge = PurgeCounts & { ranAt: Date };

/** What the last retention purge did (lib/careers/retention), for staff to see that it runs. */
export function LastPurge({
  purge,
  retentionDays,
  activityDays,
}: {
  purge: Purge | null;
  retentionDays: number;
  activityDays: number;
}) {
  return (
    <section className="admin-panel" aria-labelledby="retention-heading">
      <h2 id="retention-heading">Retention</h2>
      <p>
        Applications and their mail are deleted {retentionDays} days after they were sent; the console’s
        activity log, {activityDays} days after each line was written.
      </p>
      {purge ? (
        <AdminStats
          stats={
            [
              ['Last purge', formatDateTime(purge.ranAt)],
              ['Applications deleted', purge.applicationsDeleted],
              ['Refused applications’ files deleted', purge.filesDeleted],
              ['Mail rows deleted', purge.mailDeleted],
              ['Status links removed from sent mail', purge.linksRemoved],
              ['Old abuse counters deleted', purge.countersDeleted],
              ['Ended console sessions deleted', purge.sessionsDeleted],
              ['Expired “finish later” drafts deleted', purge.draftsDeleted],
              ['Old console activity deleted', purge.activityDeleted],
            ] as const
          }
        />
      ) : (
        <p>
          The purge has not run yet; the background worker runs it within a minute of starting, then hourly.
        </p>
      )}
    </section>
  );
}
