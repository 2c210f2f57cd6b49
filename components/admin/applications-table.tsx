import { Suspense } from 'react';
import { AdminTable } from './admin-table';
import type { ApplicationListRow } from '@/lib/admin/list-applications';
import type { RetryState } from '@/lib/admin/retry-state';
import { trackingText } from '@/lib/careers/source-details';
import { CurrentStatus } from './current-status';
import { formatDateTime } from './format';
import { RetryButton } from './retry-button';
import { StateBadge } from './state-badge';

type Props = {
  rows: ApplicationListRow[];
  caption: string;
  /** The list's own URL, to come back to after a retry. */
  returnTo: string;
  retryAction: (prev: RetryState, formData: FormData) => Promise<RetryState>;
};

/** The outbox rows: who, where it stands, what went wrong, and a retry where one can help. */
export function ApplicationsTable({ rows, caption, returnTo, retryAction }: Props) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Candidate</th>
          <th scope="col">Delivery</th>
          <th scope="col">Attempts</th>
          <th scope="col">Last error</th>
          <th scope="col">Platform candidate</th>
          <th scope="col">Current status</th>
          <th scope="col">Created</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.candidateName || 'No name'}
              <br />
              <span className="admin-mono">{row.candidateEmail}</span>
              <br />
              <span className="admin-mono">ID {row.id}</span>
              {Object.keys(row.tracking).length > 0 && (
                <>
                  <br />
                  <span className="admin-mono">Campaign: {trackingText(row.tracking)}</span>
                </>
              )}
            </th>
            <td>
              <StateBadge state={row.status} stuck={row.retryable} />
              {row.withdrawalAskedAt && (
                <>
                  <br />
                  {/* The platform has no way for the site to withdraw: staff record it there. */}
                  <span className="admin-badge admin-badge-wait">
                    Asked to withdraw {formatDateTime(row.withdrawalAskedAt)}
                  </span>
                </>
              )}
              {row.erasureAskedAt && (
                <>
                  <br />
                  {/* Deleted by the site itself once its send settles (lib/careers/status/asked-erasures.ts). */}
                  <span className="admin-badge admin-badge-wait">
                    Deletion asked {formatDateTime(row.erasureAskedAt)}: deleted once settled
                  </span>
                </>
              )}
            </td>
            <td>{row.attempts}</td>
            <td>{row.lastError ?? '—'}</td>
            <td className="admin-mono">{row.platformCandidateId ?? '—'}</td>
            <td>
              {row.status === 'delivered' && row.platformCandidateId ? (
                <Suspense fallback={<span>Loading…</span>}>
                  <CurrentStatus postingId={row.postingId} candidateId={row.platformCandidateId} />
                </Suspense>
              ) : (
                '—'
              )}
            </td>
            <td>{formatDateTime(row.createdAt)}</td>
            <td>
              {row.retryable ? (
                <RetryButton
                  id={row.id}
                  returnTo={returnTo}
                  label={`the application of ${row.candidateEmail}`}
                  action={retryAction}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
