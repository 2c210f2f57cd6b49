import type { JobSummary } from '@/lib/careers/job';
import { formatDate } from './format-date';
import styles from './job-facts.module.css';

/** Where, which team, what kind of contract and since when: the facts a candidate scans for. */
export function JobFacts({ job, labelled = false }: { job: JobSummary; labelled?: boolean }) {
  // A fact the platform did not send is left out, never shown empty.
  const facts = [
    { label: 'Location', value: job.location.text },
    { label: 'Department', value: job.department?.label },
    { label: 'Employment type', value: job.employmentType?.label },
    { label: 'Experience', value: job.experienceLevel },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <dl className={labelled ? styles.labelled : styles.inline}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={labelled ? styles.term : 'visually-hidden'}>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {job.postedAt && (
        <div className={styles.fact}>
          <dt className={labelled ? styles.term : 'visually-hidden'}>Posted</dt>
          <dd>
            {labelled ? null : 'Posted '}
            <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
