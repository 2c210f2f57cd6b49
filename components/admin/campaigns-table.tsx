import Link from 'next/link';
import { filterQuery } from '@/lib/admin/application-filter';
import type { CampaignRow } from '@/lib/admin/campaign-report';
import { AdminTable } from './admin-table';
import { formatPerHundred } from './format';
import { CountCells, CountHeaders } from './report-counts';

const shown = (value: string | null) => value ?? '—';
/**
 * Applications by the campaign their visit carried, beside the campaign's visits; the row without one is
 * named, not left blank.
 */
export function CampaignsTable({
  rows,
  total,
  caption,
}: {
  rows: CampaignRow[];
  total: number;
  caption: string;
}) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Source</th>
          <th scope="col">Medium</th>
          <th scope="col">Campaign</th>
          <th scope="col">Visits</th>
          <CountHeaders />
          <th scope="col">Applications per 100 visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const none = row.source === null && row.medium === null && row.campaign === null;
          return (
            <tr key={JSON.stringify([row.source, row.medium, row.campaign])}>
              <th scope="row" className={none ? undefined : 'admin-mono'}>
                {/* The campaign's applications, every one it has brought (not only this period's). */}
                <Link
                  href={`/admin/applications${filterQuery({ source: row.source, medium: row.medium, campaign: row.campaign })}`}
                >
                  {none ? 'No campaign (direct, search engines, shared links)' : (row.source ?? 'no source')}
                </Link>
              </th>
              <td className="admin-mono">{shown(row.medium)}</td>
              <td className="admin-mono">{shown(row.campaign)}</td>
              <td>{row.visits}</td>
              <CountCells row={row} total={total} />
              {/* Only applications sent since visits were first counted are set against them. */}
              <td>{formatPerHundred(row.appliedWhileCounted, row.visits)}</td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
