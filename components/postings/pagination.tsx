import type { ReactNode } from 'react';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { JobSearch } from '@/lib/careers/job-search';
import styles from './pagination.module.css';
import { useTranslations } from 'next-intl';

/** Words only screen readers need ("Next page" where the button shows "Next"); each language says where. */
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

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
  const t = useTranslations('jobs');
  if (pageCount <= 1) return null;
  const { page } = search;
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 ? (
        <a
          href={links.list({ ...search, page: page - 1 })}
          rel="prev"
          className={`button button-secondary ${styles.prev}`}
        >
          <span aria-hidden="true" className={styles.arrow}>
            ←
          </span>{' '}
          {t.rich('previousPage', { hidden })}
        </a>
      ) : null}
      <p className={styles.status}>{t('pageOf', { page, count: pageCount })}</p>
      {page < pageCount ? (
        <a
          href={links.list({ ...search, page: page + 1 })}
          rel="next"
          className={`button button-secondary ${styles.next}`}
        >
          {t.rich('nextPage', { hidden })}{' '}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </a>
      ) : null}
    </nav>
  );
}
