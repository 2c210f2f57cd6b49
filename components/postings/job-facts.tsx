import type { JobSummary } from '@/lib/careers/job';
import { formatDate } from './format-date';
import { useLocale, useTranslations } from 'next-intl';
import { formatPay } from './format-pay';
import { formatPlace } from '@/lib/careers/format-place';
import styles from './job-facts.module.css';

/** Where, how, for what pay, which team, what kind of contract and since when: what a candidate scans for. */
export function JobFacts({ job, labelled = false }: { job: JobSummary; labelled?: boolean }) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  // A fact the platform did not send is left out, never shown empty.
  const facts = [
    { label: t('location'), value: formatPlace(job.location, locale, t) },
    { label: t('workMode'), value: job.location.workMode && t(job.location.workMode) },
    { label: t('pay'), value: job.pay && formatPay(job.pay, locale, t) },
    { label: t('department'), value: job.department?.label },
    { label: t('employmentType'), value: job.employmentType?.label },
    { label: t('experience'), value: job.experienceLevel },
  ]
    .filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
    // Unlabelled, a value said twice ("Internship · Internship", a contract and a level) reads as a slip.
    .filter((fact, at, all) => labelled || all.findIndex((other) => other.value === fact.value) === at);
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
          <dt className={labelled ? styles.term : 'visually-hidden'}>{t('posted')}</dt>
          <dd>
            {labelled ? (
              <time dateTime={job.postedAt}>{formatDate(job.postedAt, locale)}</time>
            ) : (
              t.rich('postedOn', {
                date: formatDate(job.postedAt, locale),
                time: (chunks) => <time dateTime={job.postedAt}>{chunks}</time>,
              })
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
