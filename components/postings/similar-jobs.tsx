import { getTranslations } from 'next-intl/server';
import type { JobSummary } from '@/lib/careers/job';
import type { JobLinks } from '@/lib/careers/job-links';
import { listOpenJobs } from '@/lib/careers/jobs';
import { similarOpenJobs } from '@/lib/careers/similar-jobs';
import { oneVersionPerJob, otherAdVersions } from '@/lib/careers/ad-versions';
import { requestLocale } from '@/lib/i18n/request-locale';
import { JobList } from './job-list';
import styles from './posting.module.css';

/** Other jobs, each once in the reader's language: the posting's own ads in other languages are not "like" it. */
function offerable(job: JobSummary, open: JobSummary[], locale: string): JobSummary[] {
  const versions = new Set(otherAdVersions(job, open).map((version) => version.id));
  return oneVersionPerJob(
    open.filter((other) => !versions.has(other.id)),
    locale,
  );
}

/**
 * The open jobs most like a posting (the job list's cache; nothing when none are alike): under a closed
 * one instead of its form, and under an open one's form for a candidate it is not quite right for.
 */
export async function SimilarJobs({ job, links }: { job: JobSummary; links: JobLinks }) {
  const [open, locale] = await Promise.all([listOpenJobs(), requestLocale()]);
  const similar = open.status === 'ok' ? similarOpenJobs(job, offerable(job, open.jobs, locale)) : [];
  if (similar.length === 0) return null;
  const t = await getTranslations('jobs');
  return (
    <section className={styles.section} aria-labelledby="similar-jobs-heading">
      <h2 id="similar-jobs-heading">{t(job.open ? 'moreLikeThisHeading' : 'similarHeading')}</h2>
      <JobList jobs={similar} links={links} />
    </section>
  );
}
