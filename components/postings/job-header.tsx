import Link from 'next/link';
import type { JobSummary } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { JobFacts } from './job-facts';
import styles from './posting.module.css';

export function BackToJobs({ links = siteJobLinks }: { links?: JobLinks }) {
  return (
    <p className={styles.back}>
      <Link href={links.list()}>
        <span aria-hidden="true">←</span> All open positions
      </Link>
    </p>
  );
}

export function JobHeader({ job, lang }: { job: JobSummary; lang?: string }) {
  return (
    <header className={styles.header}>
      {job.department && <p className={styles.eyebrow}>{job.department.label}</p>}
      <h1 lang={lang}>{job.title}</h1>
      <JobFacts job={job} />
      <p className={styles.headerActions}>
        <a href="#apply" className="button">
          Apply now
        </a>
        {job.refNumber && <span className={styles.ref}>Reference {job.refNumber}</span>}
      </p>
    </header>
  );
}
