import Link from 'next/link';
import { actionLabels } from '@/lib/admin/activity/activity-filter';
import type { ActivityRow } from '@/lib/admin/activity/staff-activity';
import { AdminTable } from './admin-table';
import { formatSecond } from './format';

/** The activity log's lines; an application it names leads to that application in the list. */
export function ActivityTable({ rows, caption }: { rows: ActivityRow[]; caption: string }) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {/* To the second: a log is read to put things in order. */}
              <time dateTime={row.at.toISOString()}>{formatSecond(row.at)}</time>
            </td>
            <th scope="row">
              {row.staffName || row.staffEmail}
              <br />
              <span className="admin-mono">{row.staffEmail}</span>
            </th>
            <td>{actionLabels[row.action]}</td>
            <td>
              {row.subject ? (
                <Link href={`/admin/applications?q=${encodeURIComponent(row.subject)}`}>
                  Application <span className="admin-mono">{row.subject}</span>
                </Link>
              ) : null}
              {row.subject && row.detail ? ' · ' : null}
              {row.detail ?? (row.subject ? null : '—')}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
