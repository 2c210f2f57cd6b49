import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminStats } from '@/components/admin/admin-stats';
import { CampaignsTable } from '@/components/admin/campaigns-table';
import { ChannelsTable } from '@/components/admin/channels-table';
import { formatShare } from '@/components/admin/format';
import { PostingsReportTable } from '@/components/admin/postings-report-table';
import {
  campaignReport,
  parseReportPeriod,
  REPORT_PERIODS,
  REPORT_ROWS,
  type CampaignReport,
  type ReportPeriod,
} from '@/lib/admin/campaign-report';
import { jobsWithViews } from '@/lib/admin/campaign-visits';
import { requireAdmin } from '@/lib/admin/require-admin';
import { listOpenJobs } from '@/lib/careers/jobs';
import { flushPageCounts } from '@/lib/careers/visits/page-counts-flush';
import { getSiteDb } from '@/lib/db/site-db';

export const metadata: Metadata = { title: 'Campaigns' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Since when visits are counted, where: the embed's counting began later than the site's. */
function countedSince({ site, embed }: CampaignReport['visitsCountedSince']): string {
  if (!site && !embed) return 'No visit has been counted yet.';
  if (site === embed) return `Visits have been counted since ${site}.`;
  const onSite = site ? `on this site since ${site}` : 'none on this site yet';
  const inEmbed = embed ? `in the embed since ${embed}` : 'none in the embed yet';
  return `Visits have been counted ${onSite}, and ${inEmbed}.`;
}

const periodName = (period: ReportPeriod) => (period === 'all' ? 'all kept' : `last ${period} days`);
const periodHref = (period: ReportPeriod) => `/admin/campaigns?days=${period}`;

/** The open jobs' titles by posting id (the list the site holds anyway: no call per row); null when unknown. */
async function openJobTitles(): Promise<Map<string, string> | null> {
  const open = await listOpenJobs();
  return open.status === 'ok' ? new Map(open.jobs.map((job) => [job.id, job.title])) : null;
}

export default async function CampaignsPage({ searchParams }: { searchParams: SearchParams }) {
  const period = parseReportPeriod((await searchParams).days);
  await requireAdmin(periodHref(period));
  const db = await getSiteDb();
  // This instance's latest landings first; other instances write theirs every minute.
  await flushPageCounts(db).catch(() => 0);
  const titles = await openJobTitles();
  const report = await campaignReport(db, period, new Date(), titles ? [...titles.keys()] : null);
  const campaigns = report.campaigns.filter((row) => row.source || row.medium || row.campaign).length;
  return (
    <>
      <h1>Campaigns</h1>
      <p>
        Where applications came from: the <code>utm_*</code> or <code>source</code> parameters of the link a
        candidate arrived by, kept with the application on this site. The platform receives only the source
        ids that <code>SOURCE_MAPPING</code> maps them to, so this is where campaigns can be compared.
        Applications are counted until the retention purge deletes them. Each source leads to its campaign’s
        applications, to look at or export. Where they applied tells the careers site from the embed on your
        own pages, whose visitors often carry no campaign.
      </p>
      <p>
        Visits are landings on the job list or a job’s page from another site, a mail or a typed address, by
        day and campaign; in the embed, each of your pages that shows it is a landing, with that page’s
        campaign. Counts only, nothing about who, no cookie. Link previews and crawlers that say what they are
        are not counted, nor are visitors going from page to page, nor staff from this console. A job’s views
        are every opening of its page by a person, on this site or in the embed, from anywhere, reloads
        included. {countedSince(report.visitsCountedSince)} Per 100 visits or views sets against them only the
        applications sent since they were first counted.
      </p>
      <nav aria-label="Period" className="admin-actions">
        {REPORT_PERIODS.map((choice) => (
          <Link key={choice} href={periodHref(choice)} aria-current={choice === period ? 'page' : undefined}>
            {choice === 'all' ? 'All' : `Last ${choice} days`}
          </Link>
        ))}
      </nav>
      <AdminStats
        stats={[
          ['Applications', report.total],
          ['With a campaign', `${report.withCampaign} (${formatShare(report.withCampaign, report.total)})`],
          ['Campaigns', report.cut ? `${campaigns}+` : campaigns],
          ['Visits', report.visits],
        ]}
      />
      {report.total === 0 && report.visits === 0 ? (
        <p className="admin-notice">No applications or visits in this period.</p>
      ) : (
        <>
          <section className="admin-panel" aria-labelledby="by-campaign">
            <h2 id="by-campaign">By campaign</h2>
            <CampaignsTable
              rows={report.campaigns}
              total={report.total}
              caption={`Applications by campaign, ${periodName(period)}, most first`}
            />
            {report.cut ? (
              <p>
                The {REPORT_ROWS} campaigns with the most applications are shown;{' '}
                <a href="/admin/applications/export">the CSV export</a> has every application with its
                campaign.
              </p>
            ) : null}
          </section>
          <section className="admin-panel" aria-labelledby="by-channel">
            <h2 id="by-channel">By where they applied</h2>
            <ChannelsTable
              rows={report.channels}
              total={report.total}
              caption={`Applications by where the form was, ${periodName(period)}, most first`}
            />
          </section>
          <section className="admin-panel" aria-labelledby="by-job">
            <h2 id="by-job">By job</h2>
            <PostingsReportTable
              rows={jobsWithViews(report.postings, report.postingViews, titles)}
              titles={titles}
              caption={`Applications by job, ${periodName(period)}, most first`}
            />
            {report.postingsCut ? <p>The {REPORT_ROWS} jobs with the most applications are shown.</p> : null}
          </section>
        </>
      )}
    </>
  );
}
