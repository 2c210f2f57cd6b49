'use client';
import { StarIcon } from './star-icon';
import { toggleSavedJob, useSavedJobs } from './saved-jobs-store';
import styles from './saved.module.css';

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
