import Link from 'next/link';
import { filterQuery } from '@/lib/admin/application-filter';
import type { ChannelRow } from '@/lib/admin/campaign-report';
import { channelName } from '@/lib/admin/channel-names';
import { AdminTable } from './admin-table';
import { CountCells, CountHeaders } from './report-counts';

/**
 * Applications by where the form was: the site, or the embed the employer pasted into its own pages.
 * The embed's visitors often carry no campaign, so this is how the snippet's worth shows.
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
          <CountHeaders />
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
            <CountCells row={row} total={total} />
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
