import Link from 'next/link';
import { filterQuery } from '@/lib/admin/application-filter';
import type { CampaignRow } from '@/lib/admin/campaign-report';
import { AdminTable } from './admin-table';
import { CountCells, CountHeaders } from './report-counts';

const shown = (value: string | null) => value ?? '—';

/** Applications by the campaign their visit carried; the row without one is named, not left blank. */
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
          <CountHeaders />
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
              <CountCells row={row} total={total} />
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
