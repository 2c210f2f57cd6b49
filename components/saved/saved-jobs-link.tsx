'use client';
import { savedJobsHref } from '@/lib/careers/saved/saved-ids';
import { StarIcon } from './star-icon';
import { useSavedJobs } from './saved-jobs-store';
import styles from './saved.module.css';

/**
 * The header's way to the saved jobs, with how many: shown once there are some (a script and storage
 * needed, as for saving). Its address names them, so the page can show them without storage of its own.
 * On a phone it is the star and the count (its words still name it): the header keeps its one row.
 */
export function SavedJobsLink({ path, label, locale }: { path: string; label: string; locale: string }) {
  const saved = useSavedJobs();
  if (!saved || saved.length === 0) return null;
  return (
    <a href={savedJobsHref(path, saved)} className={styles.headerLink}>
      <StarIcon filled />
      <span className={styles.headerLabel}>{label}</span>{' '}
      <span className={styles.count}>{new Intl.NumberFormat(locale).format(saved.length)}</span>
    </a>
  );
}
