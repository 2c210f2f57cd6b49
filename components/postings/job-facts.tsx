import type { JobSummary } from '@/lib/careers/job';
import { formatDate } from '@/lib/i18n/format-date';
import { useLocale, useTranslations } from 'next-intl';
import { formatPay } from '@/lib/careers/format-pay';
import { closingDateAhead } from '@/lib/careers/closing-date';
import { formatPlace } from '@/lib/careers/format-place';
import { formatDistanceFrom } from '@/lib/careers/near/format-distance-from';
import { sayJobTerm, type JobTerm } from '@/lib/careers/job-terms';
import styles from './job-facts.module.css';

/** Where, how, for what pay, which team, what kind of contract, since when and until when: what a candidate scans for. */
export function JobFacts({
  job,
  labelled = false,
  now = new Date(),
}: {
  job: JobSummary;
  labelled?: boolean;
  /** The moment the page is rendered: a closing date already past is not a deadline to show. */
  now?: Date;
}) {
  const t = useTranslations('jobs');
  const closing = closingDateAhead(job, now);
  const locale = useLocale();
  const say = (term: JobTerm) => t(term);
  // Unlabelled, the place already says remote and hybrid work ("Remote (Portugal)"): on-site is news.
  const { workMode } = job.location;
  const workModeUnsaid = labelled || workMode === 'onsite' ? workMode : undefined;
  // A fact the platform did not send is left out, never shown empty.
  const facts = [
    { label: t('location'), value: formatPlace(job.location, locale, t) },
    // Only in a list searched around a city, for a job outside it ("27 km from Berlin").
    { label: t('distanceFact'), value: job.distance && formatDistanceFrom(job.distance, locale, t) },
    { label: t('workMode'), value: workModeUnsaid && t(workModeUnsaid) },
    { label: t('pay'), value: job.pay && formatPay(job.pay, locale, t) },
    { label: t('department'), value: job.department?.label },
    { label: t('employmentType'), value: job.employmentType && sayJobTerm(job.employmentType.label, say) },
    { label: t('experience'), value: job.experienceLevel && sayJobTerm(job.experienceLevel, say) },
  ]
    .filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
    // Unlabelled, a value said twice ("Internship · Internship", a contract and a level) reads as a slip.
    .filter((fact, at, all) => labelled || all.findIndex((other) => other.value === fact.value) === at);
  const list = (
    <dl className={labelled ? styles.labelled : styles.inline}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={labelled ? styles.term : 'visually-hidden'}>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {job.postedAt && (
        <DateFact iso={job.postedAt} term={t('posted')} phrase="postedOn" labelled={labelled} />
      )}
      {closing && <DateFact iso={closing} term={t('closingDate')} phrase="applyBy" labelled={labelled} />}
    </dl>
  );
  return labelled ? list : <div className={styles.inlineFrame}>{list}</div>;
}

/** A date as a fact: under its term where facts are labelled, else as a phrase ("Posted 20 December 2025"). */
function DateFact({
  iso,
  term,
  phrase,
  labelled,
}: {
  iso: string;
  term: string;
  phrase: 'postedOn' | 'applyBy';
  labelled: boolean;
}) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  const date = formatDate(iso, locale);
  return (
    <div className={styles.fact}>
      <dt className={labelled ? styles.term : 'visually-hidden'}>{term}</dt>
      <dd>
        {labelled ? (
          <time dateTime={iso}>{date}</time>
        ) : (
          t.rich(phrase, { date, time: (chunks) => <time dateTime={iso}>{chunks}</time> })
        )}
      </dd>
    </div>
  );
}
