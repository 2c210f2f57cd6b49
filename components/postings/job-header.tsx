import type { JobSummary } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { ForeignPart } from '@/lib/i18n/ad-language';
import { mapLink } from '@/lib/careers/near/map-link';
import { closingDateAhead } from '@/lib/careers/closing-date';
import { NewTabLink } from '@/components/site/new-tab-link';
import { AppliedMark } from '@/components/saved/applied-mark';
import { SaveJobButton } from '@/components/saved/save-job-button';
import { JobFacts } from './job-facts';
import styles from './posting.module.css';
import { useLocale, useTranslations } from 'next-intl';

export function BackToJobs({ links = siteJobLinks }: { links?: JobLinks }) {
  const t = useTranslations('jobs');
  return (
    <p className={`${styles.back} screen-only`}>
      <a href={links.list()}>
        <span aria-hidden="true" className={styles.arrow}>
          ←
        </span>{' '}
        {t('allOpenPositions')}
      </a>
    </p>
  );
}

/**
 * The posting's title and facts, how to apply, and on the site (whose links have saved jobs) "Save",
 * "Applied on …" and the closing date for one's calendar.
 */
export function JobHeader({ job, part, links }: { job: JobSummary; part?: ForeignPart; links: JobLinks }) {
  const saveable = Boolean(links.saved);
  const { findApplications, deadlineCalendar } = links;
  const t = useTranslations('jobs');
  const tSaved = useTranslations('saved');
  const locale = useLocale();
  return (
    <header className={styles.header}>
      {job.department && (
        <p className={styles.eyebrow} {...part}>
          {job.department.label}
        </p>
      )}
      <h1 {...part}>{job.title}</h1>
      <JobFacts job={job} />
      {saveable && (
        <AppliedMark
          postingId={job.id}
          locale={locale}
          text={tSaved('appliedOn', { date: '{date}' })}
          status={findApplications ? { href: findApplications, text: tSaved('appliedStatus') } : undefined}
        />
      )}
      <p className={styles.headerActions}>
        <a href="#apply" className="button screen-only">
          {t('applyNow')}
        </a>
        {saveable && <SaveJobButton postingId={job.id} title={job.title} save={tSaved('save')} />}
        {job.location.coordinates && (
          <span className="screen-only">
            <NewTabLink href={mapLink(job.location.coordinates)}>{t('showOnMap')}</NewTabLink>
          </span>
        )}
        {deadlineCalendar && closingDateAhead(job, new Date()) && (
          <span className="screen-only">
            <a href={deadlineCalendar(job.id)} type="text/calendar" download>
              {t('deadlineCalendar')}
            </a>
          </span>
        )}
        {job.refNumber && <span className={styles.ref}>{t('reference', { ref: job.refNumber })}</span>}
      </p>
    </header>
  );
}
