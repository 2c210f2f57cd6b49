import Link from 'next/link';
import { filterQuery } from '@/lib/admin/application-filter';
import type { ChannelRow } from '@/lib/admin/campaign-report';
import { channelName } from '@/lib/admin/channel-names';
import { AdminTable } from './admin-table';
import { formatPerHundred } from './format';
import { CountCells, CountHeaders } from './report-counts';

/**
 * Applications by where the form was, the site or the embed the employer pasted into its own pages,
 * beside the visits there. The embed's visitors often carry no campaign, so this is how the snippet's
 * worth shows. Applications whose channel was not recorded have no visits to set against.
 */
export function ChannelsTable({
  rows,
  total,
  caption,
}: {
  rows: ChannelRow[];
  total: number;
  caption: string;
}) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">Visits</th>
          <CountHeaders />
          <th scope="col">Applications per 100 visits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.channel ?? 'unrecorded'}>
            <th scope="row">
              {row.channel ? (
                <Link href={`/admin/applications${filterQuery({ channel: row.channel })}`}>
                  {channelName(row.channel)}
                </Link>
              ) : (
                channelName(null)
              )}
            </th>
            <td>{row.visits ?? '—'}</td>
            <CountCells row={row} total={total} />
            <td>{row.visits === null ? '—' : formatPerHundred(row.appliedWhileCounted, row.visits)}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
