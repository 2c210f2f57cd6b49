import type { EndpointLimits } from '@/lib/admin/platform-health';
import { AdminTable } from './admin-table';
import { formatDateTime } from './format';

const show = (value: number | undefined) => (value === undefined ? '—' : String(value));

/** The X-RateLimit-* values the platform last sent, per endpoint. */
export function LimitsTable({ limits }: { limits: EndpointLimits[] }) {
  if (limits.length === 0) return <p>The site has not called the platform since it started.</p>;
  return (
    <AdminTable caption={'Last seen X-RateLimit headers per endpoint'}>
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Limit</th>
          <th scope="col">Remaining</th>
          <th scope="col">Concurrent limit</th>
          <th scope="col">Concurrent remaining</th>
          <th scope="col">Last status</th>
          <th scope="col">Seen</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((row) => (
          <tr key={row.endpoint}>
            <th scope="row" className="admin-mono">
              {row.endpoint}
            </th>
            <td>{show(row.limit)}</td>
            <td>{show(row.remaining)}</td>
            <td>{show(row.concurrentLimit)}</td>
            <td>{show(row.concurrentRemaining)}</td>
            <td>{row.status}</td>
            <td>{formatDateTime(row.seenAt)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
