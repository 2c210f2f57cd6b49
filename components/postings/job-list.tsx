import type { JobSummary } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { foreignPart } from '@/lib/i18n/ad-language';
import { JobFacts } from './job-facts';
import styles from './job-list.module.css';
import { AppliedMark } from '@/components/saved/applied-mark';
import { SaveJobButton } from '@/components/saved/save-job-button';
import { useLocale, useTranslations } from 'next-intl';

export function JobList({ jobs, links = siteJobLinks }: { jobs: JobSummary[]; links?: JobLinks }) {
  const locale = useLocale();
  const t = useTranslations('saved');
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.card}>
          <div className={styles.cardBody}>
            <h3 className={styles.title} {...foreignPart(job.language, locale)}>
              <a href={links.posting(job.id)}>{job.title}</a>
            </h3>
            <JobFacts job={job} />
            {links.saved && (
              <AppliedMark postingId={job.id} locale={locale} text={t('appliedOn', { date: '{date}' })} />
            )}
          </div>
          {links.saved && <SaveJobButton postingId={job.id} title={job.title} save={t('save')} />}
        </li>
      ))}
    </ul>
  );
}
