import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ArrivalNote } from '@/components/site/arrival-note';
import { ApplicationsFilter } from '@/components/admin/applications-filter';
import { ApplicationsTable } from '@/components/admin/applications-table';
import { filterQuery, parseApplicationFilter, picksCampaign } from '@/lib/admin/application-filter';
import { campaignText } from '@/lib/admin/campaign-columns';
import { channelName } from '@/lib/admin/channel-names';
import { listApplications } from '@/lib/admin/list-applications';
import { requireAdmin } from '@/lib/admin/require-admin';
import { getSiteDb } from '@/lib/db/site-db';
import { withQueryValue } from '@/lib/net/query-entries';
import { retryApplicationAction } from './actions';

export const metadata: Metadata = { title: 'Applications' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ApplicationsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const filter = parseApplicationFilter(params);
  const here = `/admin/applications${filterQuery(filter)}`;
  await requireAdmin(here);
  const retried = typeof params.retried === 'string' ? params.retried.slice(0, 200) : null;
  const list = await listApplications(await getSiteDb(), filter);
  // Past the last page (its only row retried out of a "refused" filter, or a hand-made address): the last.
  if (list.page > list.pageCount) {
    const last = `/admin/applications${filterQuery({ ...filter, page: list.pageCount })}`;
    redirect(retried ? withQueryValue(last, 'retried', retried) : last);
  }
  const caption = `${list.total} application${list.total === 1 ? '' : 's'}${
    filter.state || filter.q || filter.channel || picksCampaign(filter) ? ' matching the filter' : ''
  }, newest first — page ${list.page} of ${list.pageCount}`;
  return (
    <>
      <h1>Applications</h1>
      {/* The Retry button pressed is gone with its row: the answer takes focus, once (not on a reload). */}
      {retried ? (
        <ArrivalNote className="admin-notice" answeredBy={['retried']}>
          Application {retried} was queued for delivery again; the delivery worker picks it up by itself.
        </ArrivalNote>
      ) : null}
      {picksCampaign(filter) ? (
        <p className="admin-notice">
          From one campaign: {campaignText(filter)}.{' '}
          <Link
            href={`/admin/applications${filterQuery({ state: filter.state, q: filter.q, channel: filter.channel })}`}
          >
            Show every campaign
          </Link>
        </p>
      ) : null}
      {filter.channel ? (
        <p className="admin-notice">
          Sent from: {channelName(filter.channel)}.{' '}
          <Link href={`/admin/applications${filterQuery({ ...filter, channel: undefined, page: 1 })}`}>
            Show every channel
          </Link>
        </p>
      ) : null}
      <ApplicationsFilter filter={filter} />
      <p className="admin-actions">
        <a href={`/admin/applications/export${filterQuery({ ...filter, page: 1 })}`}>
          Export these applications as CSV
        </a>
      </p>
      {list.rows.length === 0 ? (
        <p className="admin-notice">No applications match.</p>
      ) : (
        <ApplicationsTable
          rows={list.rows}
          caption={caption}
          returnTo={here}
          retryAction={retryApplicationAction}
        />
      )}
      <nav aria-label="Pages of applications" className="admin-pager">
        {list.page > 1 ? (
          <Link href={`/admin/applications${filterQuery({ ...filter, page: list.page - 1 })}`}>
            Previous page
          </Link>
        ) : null}
        <span>
          Page {list.page} of {list.pageCount}
        </span>
        {list.page < list.pageCount ? (
          <Link href={`/admin/applications${filterQuery({ ...filter, page: list.page + 1 })}`}>
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
