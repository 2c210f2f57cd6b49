import Link from 'next/link';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { JobSearch } from '@/lib/careers/job-search';
import styles from './pagination.module.css';

/** Previous and next pages of a search, keeping its filters. */
export function Pagination({
  search,
  pageCount,
  links = siteJobLinks,
}: {
  search: JobSearch;
  pageCount: number;
  links?: JobLinks;
}) {
  if (pageCount <= 1) return null;
  const { page } = search;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <Link
          href={links.list({ ...search, page: page - 1 })}
          rel="prev"
          className={`button button-secondary ${styles.prev}`}
        >
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
      <p className={styles.status}>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          href={links.list({ ...search, page: page + 1 })}
          rel="next"
          className={`button button-secondary ${styles.next}`}
        >
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
