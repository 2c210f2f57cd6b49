import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JobsLikeThis } from '@/components/postings/jobs-like-this';
import { getJob } from '@/lib/careers/jobs';
import { getApplicationStatus, wasPurged } from '@/lib/careers/status/site-status';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import type { JobLinks } from '@/lib/careers/job-links';
import type { AllLinkAnswer } from '@/lib/careers/status/all-link-answer';
import type { StatusAnswer } from '@/lib/careers/status/status-answer';
import { ApplicationPurged } from './application-purged';
import { ApplicationStatusPanel } from './application-status-panel';
import { tokenPageMetadata } from './token-page-metadata';

export const statusPageMetadata = () => tokenPageMetadata('title');

/** The status page's and its not-found page's metadata (a link that is not genuine). */
export async function statusNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('status');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * For an application that ended without a job: every open job, those like this one and an alert for the
 * next (the status namespace's `ended` says why to look). Built when the page loads in that state.
 */
async function AfterEnd({ status, links }: { status: ApplicationStatusView; links: JobLinks }) {
  const [t, job] = await Promise.all([getTranslations('status'), getJob(status.postingId)]);
  return (
    <>
      <p>
        <a href={links.list()}>{t('allJobs')}</a>
      </p>
      {job.status === 'ok' && <JobsLikeThis job={job.job} links={links} />}
    </>
  );
}

/**
 * An application's status page, on the site and in the embed (the embed layout adds theme and sizing).
 * With `links`, the job's title leads back to its ad, and an application that ended without a job leads
 * on to others (the site's; in a frame the employer's page leads). With `withdrawHref`, an application
 * still under way offers to be withdrawn; with `eraseHref`, any application offers to have the site's
 * copy deleted; with `updatesHref`, one under way offers to stop (or start) the mails as it moves on.
 * Its client part needs the `status` namespace: the route's layout gives it (StatusMessages).
 */
export async function StatusView({
  token,
  links,
  withdrawHref,
  eraseHref,
  updatesHref,
  copyHref,
  allLink,
  answered,
}: {
  token: string;
  links?: JobLinks;
  /** Where "Withdraw this application" leads: the site's page, or the frame's. */
  withdrawHref?: string;
  /** Where "Delete my details from this site" leads. */
  eraseHref?: string;
  /** Where "Stop these emails" (or "Email me again") leads. */
  updatesHref?: string;
  /** Where "Download a copy of what this site keeps" leads. */
  copyHref?: string;
  /** "Email me the link" to the page of all one's applications (the site's only). */
  allLink?: { action: () => Promise<void>; answer?: AllLinkAnswer };
  /** What a request made from the withdraw, emails or delete page answered (`?done=`). */
  answered?: StatusAnswer;
}) {
  const status = await getApplicationStatus(token);
  if (!status) {
    if (await wasPurged(token)) return <ApplicationPurged />;
    notFound();
  }
  const ended = status.final && status.step !== 'hired';
  return (
    <ApplicationStatusPanel
      token={token}
      initial={status}
      jobHref={links?.posting(status.postingId)}
      afterEnd={links && ended ? <AfterEnd status={status} links={links} /> : undefined}
      withdrawHref={withdrawHref}
      eraseHref={eraseHref}
      updatesHref={updatesHref}
      copyHref={copyHref}
      allLink={allLink}
      answered={answered}
    />
  );
}
