import { AlertSignup } from '@/components/alerts/alert-signup';
import { subscribeToJobAlert } from '@/lib/careers/alerts/alert-actions';
import type { JobSummary } from '@/lib/careers/job';
import type { JobLinks } from '@/lib/careers/job-links';
import { SimilarJobs } from './similar-jobs';

/** The alert a job offers: new jobs in its department and country, when it names both. */
function alertLike(job: JobSummary) {
  const country = job.location.countryCode?.toLowerCase();
  const department = job.department?.id;
  return country && department ? { country, department } : null;
}

/**
 * Where a candidate goes on from a job they can no longer get (it closed, or their application ended):
 * open jobs like it, and an alert for the next one.
 */
export function JobsLikeThis({ job, links }: { job: JobSummary; links: JobLinks }) {
  const alert = alertLike(job);
  return (
    <>
      <SimilarJobs job={job} links={links} />
      {alert && <AlertSignup search={alert} action={subscribeToJobAlert} like="job" />}
    </>
  );
}
