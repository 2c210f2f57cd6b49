'use client';
import { toggleSavedJob, useSavedJobs } from './saved-jobs-store';
import styles from './saved.module.css';

/** A star, filled once the job is saved: the pressed state seen, as `aria-pressed` says it. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={styles.star}>
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Save" on a job, a toggle kept in this browser (saved-jobs-store.ts). Its name stays the same pressed
 * or not, as a toggle's should; the job's title, hidden, tells one card's button from the next. It needs
 * a script and the browser's storage, so without either it is not offered. The words come from the server.
 */
export function SaveJobButton({
  postingId,
  title,
  save,
}: {
  postingId: string;
  title: string;
  save: string;
}) {
  const saved = useSavedJobs();
  if (!saved) return null;
  const pressed = saved.includes(postingId);
  return (
    <button
      type="button"
      className={styles.save}
      aria-pressed={pressed}
      onClick={() => toggleSavedJob(postingId)}
    >
      <StarIcon filled={pressed} />
      {save}
      <span className="visually-hidden">
        {' '}
        <bdi>{title}</bdi>
      </span>
    </button>
  );
}
