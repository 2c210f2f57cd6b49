import type { ClusterHealth } from '@/lib/admin/cluster-health';
import { AdminTable } from './admin-table';
import { formatDateTime } from './format';

const show = (value: number | undefined) => (value === undefined ? '—' : String(value));

/** The site's live instances (heartbeats), their load, and the cluster's totals. */
export function InstancesTable({ cluster }: { cluster: ClusterHealth }) {
  return (
    <>
      {!cluster.shared && <p>One instance: REDIS_URL is not set, so this process is the whole site.</p>}
      {cluster.unreachable && <p role="status">Redis did not answer: only this instance is shown.</p>}
      <AdminTable caption={'Live instances and their load'}>
        <thead>
          <tr>
            <th scope="col">Instance</th>
            <th scope="col">Deliveries in flight</th>
            <th scope="col">Waiting for the budget</th>
            <th scope="col">Platform requests in flight</th>
            <th scope="col">Pacing</th>
            <th scope="col">Last heartbeat</th>
          </tr>
        </thead>
        <tbody>
          {cluster.instances.map((instance) => (
            <tr key={instance.id}>
              <th scope="row" className="admin-mono">
                {instance.name}
                {instance.self ? ' (this one)' : ''}
              </th>
              <td>{show(instance.deliveriesInFlight)}</td>
              <td>{show(instance.pacerQueued)}</td>
              <td>{show(instance.pacerInFlight)}</td>
              <td>
                {instance.localPacing ? 'local share (Redis away)' : cluster.shared ? 'shared' : 'in process'}
              </td>
              <td>{formatDateTime(instance.seenAt)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Cluster ({cluster.totals.instances})</th>
            <td>{cluster.totals.deliveriesInFlight}</td>
            <td>{cluster.totals.pacerQueued}</td>
            <td>{cluster.totals.pacerInFlight}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </AdminTable>
    </>
  );
}
