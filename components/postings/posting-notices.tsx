import Link from 'next/link';
import type { JobSummary } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { BackToJobs } from './job-header';
import { Notice } from './notice';

/** A posting page when the platform cannot be reached: a way back instead of a failure. */
export function PostingUnavailable({ links = siteJobLinks }: { links?: JobLinks }) {
  return (
    <>
      <BackToJobs links={links} />
      <Notice title="We can’t load this job right now" headingLevel={1} tone="warning">
        <p>Our job listings are temporarily unavailable. Please try again in a minute.</p>
      </Notice>
    </>
  );
}

/** A posting that no longer takes applications: what it was, and where the open ones are. */
export function PostingClosed({
  job,
  links = siteJobLinks,
}: {
  job: Pick<JobSummary, 'title' | 'location'>;
  links?: JobLinks;
}) {
  return (
    <>
      <BackToJobs links={links} />
      <Notice title="This job is no longer open" headingLevel={1}>
        <p>
          <strong>{job.title}</strong> ({job.location.text}) is not taking applications any more.
        </p>
        <p>
          <Link href={links.list()}>See all open positions</Link>
        </p>
      </Notice>
    </>
  );
}
