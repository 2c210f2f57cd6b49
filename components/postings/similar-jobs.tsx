import { getTranslations } from 'next-intl/server';
import type { JobSummary } from '@/lib/careers/job';
import type { JobLinks } from '@/lib/careers/job-links';
import { listOpenJobs } from '@/lib/careers/jobs';
import { similarOpenJobs } from '@/lib/careers/similar-jobs';
import { JobList } from './job-list';
import styles from './posting.module.css';

/**
 * The open jobs most like a posting (the job list's cache; nothing when none are alike): under a closed
 * one instead of its form, and under an open one's form for a candidate it is not quite right for.
 */
export async function SimilarJobs({ job, links }: { job: JobSummary; links: JobLinks }) {
  const open = await listOpenJobs();
  const similar = open.status === 'ok' ? similarOpenJobs(job, open.jobs) : [];
  if (similar.length === 0) return null;
  const t = await getTranslations('jobs');
  return (
    <section className={styles.section} aria-labelledby="similar-jobs-heading">
      <h2 id="similar-jobs-heading">{t(job.open ? 'moreLikeThisHeading' : 'similarHeading')}</h2>
      <JobList jobs={similar} links={links} />
    </section>
  );
}
