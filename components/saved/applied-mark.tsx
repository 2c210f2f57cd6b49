'use client';
import { formatLocalDay } from '@/lib/i18n/format-date';
import { useAppliedJobs } from './applied-jobs-store';
import styles from './saved.module.css';

/** A tick: done. */
function TickIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className={styles.icon}>
      <path
        d="M4 12.5l5 5L20 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

type Props = {
  postingId: string;
  locale: string;
  text: string;
  /**
   * Where to find the application's status (the job's page): the browser keeps no status link, so this
   * is the page that mails one to the candidate's address.
   */
  status?: { href: string; text: string };
};

/**
 * "Applied on 26 November 2026" on a job this browser applied to (applied-jobs-store.ts), so a candidate
 * who forgot does not apply twice. Nothing for any other job, nor without a script or storage. `text`
 * comes from the server with `{date}` where the day goes: the day is known only here.
 */
export function AppliedMark({ postingId, locale, text, status }: Props) {
  const applied = useAppliedJobs();
  const at = applied?.[postingId];
  if (!at) return null;
  return (
    <p className={styles.applied}>
      <TickIcon />
      {text.replace('{date}', formatLocalDay(at, locale))}
      {status ? (
        <span className="screen-only">
          {' · '}
          <a href={status.href}>{status.text}</a>
        </span>
      ) : null}
    </p>
  );
}
