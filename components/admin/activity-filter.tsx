import { actionLabels } from '@/lib/admin/activity/activity-filter';
import type { ActivityFilter, StaffMember } from '@/lib/admin/activity/staff-activity';
import { staffActions } from '@/lib/db/schema';

/** A GET form, so the log's filters are links and work without JavaScript. */
export function ActivityFilterForm({ filter, staff }: { filter: ActivityFilter; staff: StaffMember[] }) {
  return (
    <form method="get" action="/admin/activity" className="admin-filters" role="search">
      <label>
        What
        <select name="action" defaultValue={filter.action ?? ''}>
          <option value="">Everything</option>
          {staffActions.map((action) => (
            <option key={action} value={action}>
              {actionLabels[action]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Who
        <select name="by" defaultValue={filter.by ?? ''}>
          <option value="">Everyone</option>
          {staff.map((member) => (
            <option key={member.platformUserId} value={member.platformUserId}>
              {member.name || member.email} ({member.email})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="admin-button">
        Filter
      </button>
    </form>
  );
}
