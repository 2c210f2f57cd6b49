import type { PostingRow } from '@/lib/admin/campaign-report';
import { AdminTable } from './admin-table';
import { formatPerHundred } from './format';

/**
 * Applications by job, beside the views of its page (and how many of them were in the embed on the
 * employer's pages): its title while it is open, else its id (`titles` null: the platform did not answer).
 */
export function PostingsReportTable({
  rows,
  titles,
  caption,
}: {
  rows: (PostingRow & { views: number; embedViews: number })[];
  titles: ReadonlyMap<string, string> | null;
  caption: string;
}) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Views</th>
          <th scope="col">Of them in the embed</th>
          <th scope="col">Applications</th>
          <th scope="col">With a campaign</th>
          <th scope="col">Applications per 100 views</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const title = titles?.get(row.postingId);
          return (
            <tr key={row.postingId}>
              <th scope="row">
                {title ? (
                  <a href={`/jobs/${encodeURIComponent(row.postingId)}`}>{title}</a>
                ) : (
                  <>
                    <span className="admin-mono">{row.postingId}</span>
                    {titles ? ' (no longer open)' : null}
                  </>
                )}
              </th>
              <td>{row.views}</td>
              <td>{row.embedViews}</td>
              <td>{row.applications}</td>
              <td>{row.withCampaign}</td>
              <td>{formatPerHundred(row.appliedWhileViewed, row.views)}</td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
