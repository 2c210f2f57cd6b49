'use client';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import { stepLabel } from '@/lib/careers/status/status-steps';
import { StatusTimeline } from './status-timeline';
import { useApplicationStatus } from './use-application-status';
import styles from './status.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The candidate's status page: the job, when they applied, and where the application stands now. */
export function ApplicationStatusPanel({
  token,
  initial,
}: {
  token: string;
  initial: ApplicationStatusView;
}) {
  const { data } = useApplicationStatus(token, initial);
  const status = data ?? initial;
  return (
    <article className={styles.panel}>
      <h1>Your application</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Job</dt>
          <dd>{status.jobTitle ?? 'A position that is no longer listed'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={status.submittedAt}>{dateFormat.format(new Date(status.submittedAt))}</time>
          </dd>
        </div>
      </dl>
      <h2>Status</h2>
      <p className={styles.currentStatus} role="status" aria-live="polite" data-step={status.step}>
        Current status: <strong>{stepLabel(status.step)}</strong>
      </p>
      {status.needsAttention && (
        <p className={styles.note}>
          The employer’s system could not take your application automatically. It is safe with us, and our
          team will pass it on and be in touch.
        </p>
      )}
      {status.stale && (
        <p className={styles.note}>We could not check for news just now; this may be behind.</p>
      )}
      <StatusTimeline step={status.step} />
      {!status.final && (
        <p className={styles.hint}>This page updates by itself. Bookmark it or use the link in your email.</p>
      )}
    </article>
  );
}
