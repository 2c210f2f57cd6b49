import type { MinuteCounts } from '@/lib/admin/minute-series';
import { AdminTable } from './admin-table';
import { formatDateTime } from './format';

/** The chart's data as text: every minute with any traffic. */
export function MinutesTable({ series }: { series: MinuteCounts[] }) {
  const active = series.filter((m) => m.requests + m.rateLimited + m.retries > 0);
  return (
    <details>
      <summary>The chart as a table</summary>
      {active.length === 0 ? (
        <p>No requests in the last hour.</p>
      ) : (
        <AdminTable caption="Requests, 429 answers and retries per minute (minutes without traffic left out)">
          <thead>
            <tr>
              <th scope="col">Minute</th>
              <th scope="col">Requests</th>
              <th scope="col">429 answers</th>
              <th scope="col">Retries</th>
            </tr>
          </thead>
          <tbody>
            {active.map((m) => (
              <tr key={m.minute}>
                <th scope="row">{formatDateTime(m.minute)}</th>
                <td>{m.requests}</td>
                <td>{m.rateLimited}</td>
                <td>{m.retries}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </details>
  );
}
