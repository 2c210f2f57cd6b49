'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format-date';
import { ArrivalNote } from '@/components/site/arrival-note';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import { RememberApplied } from '@/components/saved/remember-applied';
import { ALL_LINK_QUERY, ALL_LINK_SECTION, type AllLinkAnswer } from '@/lib/careers/status/all-link-answer';
import { STATUS_ANSWER_QUERY, type StatusAnswer } from '@/lib/careers/status/status-answer';
import { JobTitle } from './job-title';
import { StatusTimeline } from './status-timeline';
import { GONE, useApplicationStatus } from './use-application-status';
import styles from './status.module.css';

/** The candidate's status page: the job, when they applied, and where the application stands now. */
export function ApplicationStatusPanel({
  token,
  initial,
  jobHref,
  afterEnd,
  withdrawHref,
  eraseHref,
  copyHref,
  updatesHref,
  allLink,
  answered,
}: {
  token: string;
  initial: ApplicationStatusView;
  /** The job's ad, to read again before an interview. */
  jobHref?: string;
  /** Where to go from an application that ended without a job (open jobs like it, an alert). */
  afterEnd?: ReactNode;
  /** The page that confirms a withdrawal, or once asked takes it back: the site's, or the frame's. */
  withdrawHref?: string;
  /** The page that deletes the site's copy of the application: the site's, or the frame's. */
  eraseHref?: string;
  /** Where "Download a copy of what this site keeps" leads. */
  copyHref?: string;
  /** The page that stops or starts the mails sent as it moves on: the site's, or the frame's. */
  updatesHref?: string;
  /** "Email me the link" to the page of all one's applications (the site's), and how it was answered. */
  allLink?: { action: () => Promise<void>; answer?: AllLinkAnswer };
  /** What the request just made from another of its pages answered (`?done=`): that note takes focus. */
  answered?: StatusAnswer;
}) {
  const t = useTranslations('status');
  const locale = useLocale();
  const { data } = useApplicationStatus(token, initial);
  if (data === GONE)
    // The page stayed open while the application was deleted (as asked, or at the end of its keeping).
    // The same live region as below (its key keeps it), so the change is announced.
    return (
      <article className={styles.panel}>
        <h1>{t('erasedTitle')}</h1>
        <p key="current" className={styles.currentStatus} role="status" aria-live="polite">
          {t('erasedText')}
        </p>
      </article>
    );
  const status = data ?? initial;
  // Asked to delete while its send settled: it goes any moment, so nothing more is offered.
  const leaving = Boolean(status.erasureAskedAt);
  const title = status.jobTitle && (
    <JobTitle language={status.jobLanguage} locale={locale}>
      {status.jobTitle}
    </JobTitle>
  );
  const job = title && jobHref ? <a href={jobHref}>{title}</a> : title;
  /**
   * A note (`styles.note` unless `plain`), focused and read out when it answers the request just made.
   * Which note answers is decided by the status the page opened with: when a poll later moves it on (a
   * withdrawal recorded), the note that appears then is news, not the answer, and takes no focus.
   */
  const note = (answer: StatusAnswer | undefined, children: ReactNode, plain = false) => {
    const className = plain ? undefined : styles.note;
    return answer !== undefined && answered === answer ? (
      <ArrivalNote className={className} answeredBy={[STATUS_ANSWER_QUERY]}>
        {children}
      </ArrivalNote>
    ) : (
      <p className={className}>{children}</p>
    );
  };
  return (
    <article className={styles.panel}>
      <RememberApplied applied={[status]} />
      <h1>{t('title')}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('job')}</dt>
          <dd>{job || t('jobUnlisted')}</dd>
        </div>
        <div>
          <dt>{t('submitted')}</dt>
          <dd>
            {/* As the job pages write dates, in UTC: server and browser write the same one. */}
            <time dateTime={status.submittedAt}>{formatDate(status.submittedAt, locale)}</time>
          </dd>
        </div>
      </dl>
      <h2>{t('statusHeading')}</h2>
      <p
        key="current"
        className={styles.currentStatus}
        role="status"
        aria-live="polite"
        data-step={status.step}
      >
        {t.rich('current', {
          step: t('step', { step: status.step }),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {answered === 'limited' && note('limited', t('changeLimited'))}
      {answered === 'kept' && !status.withdrawalAskedAt && note('kept', t('keptNote'))}
      {status.needsAttention && <p className={styles.note}>{t('needsAttention')}</p>}
      {status.stale && <p className={styles.note}>{t('stale')}</p>}
      {leaving && note('erasure', t('erasureAsked', { date: formatDate(status.erasureAskedAt!, locale) }))}
      {!status.final &&
        !leaving &&
        status.withdrawalAskedAt &&
        note(
          initial.final ? undefined : 'withdrawal',
          <>
            {t('withdrawalAsked', { date: formatDate(status.withdrawalAskedAt, locale) })}
            {withdrawHref && (
              <>
                {' '}
                <a href={withdrawHref}>{t('withdrawalTakeBackLink')}</a>
              </>
            )}
          </>,
        )}
      <StatusTimeline step={status.step} sent={status.sent} />
      {status.final ? (
        // Withdrawn before it was sent, or before a "keep" arrived: this says what the request did.
        note(initial.final ? 'withdrawal' : undefined, t('ended', { step: status.step }), true)
      ) : (
        <p className={styles.hint}>{t('updatesItself')}</p>
      )}
      {status.final && status.step !== 'hired' && afterEnd}
      {!status.final && !leaving && status.updateMails && updatesHref && (
        <section aria-labelledby="updates-heading" className={styles.request}>
          <h2 id="updates-heading">{t('updatesHeading')}</h2>
          {note(
            'mails',
            <>
              {status.updateMails === 'on' ? t('updatesOn') : t('updatesOff')}{' '}
              <a href={updatesHref}>
                {status.updateMails === 'on' ? t('updatesStopLink') : t('updatesStartLink')}
              </a>
            </>,
            true,
          )}
        </section>
      )}
      {!status.final && !leaving && !status.withdrawalAskedAt && withdrawHref && (
        <section aria-labelledby="withdraw-heading" className={styles.request}>
          <h2 id="withdraw-heading">{t('withdrawHeading')}</h2>
          <p>
            {t('withdrawIntro')} <a href={withdrawHref}>{t('withdrawLink')}</a>
          </p>
        </section>
      )}
      {!leaving && eraseHref && (
        <section aria-labelledby="erase-heading" className={styles.request}>
          <h2 id="erase-heading">{t('eraseHeading')}</h2>
          <p>
            {t('eraseIntro')} <a href={eraseHref}>{t('eraseLink')}</a>
          </p>
          {copyHref && (
            <p>
              <a href={copyHref} download>
                {t('copyLink')}
              </a>
            </p>
          )}
        </section>
      )}
      {allLink && (
        <section id={ALL_LINK_SECTION} aria-labelledby="all-link-heading" className={styles.request}>
          <h2 id="all-link-heading">{t('allLinkHeading')}</h2>
          <p>{t('allLinkIntro')}</p>
          {allLink.answer ? (
            <ArrivalNote answeredBy={[ALL_LINK_QUERY]}>
              {t(allLink.answer === 'sent' ? 'allLinkSent' : 'findLimited')}
            </ArrivalNote>
          ) : (
            <form action={allLink.action}>
              <button type="submit" className="button button-secondary">
                {t('allLinkButton')}
              </button>
            </form>
          )}
        </section>
      )}
    </article>
  );
}
