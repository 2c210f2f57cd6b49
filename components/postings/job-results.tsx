import Link from 'next/link';
import type { JobListResult } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { JobSearch } from '@/lib/careers/job-search';
import { JobList } from './job-list';
import { Notice } from './notice';
import { Pagination } from './pagination';
import styles from './job-results.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The list's answer to a search: results with paging, or why there are none. */
export function JobResults({
  result,
  search,
  filtered,
  links = siteJobLinks,
}: {
  result: JobListResult;
  search: JobSearch;
  filtered: boolean;
  links?: JobLinks;
}) {
  if (result.status === 'unavailable') {
    return (
      <Notice title="We can’t load jobs right now" tone="warning">
        <p>Our job listings are temporarily unavailable. Please try again in a minute.</p>
        <p>
          <Link href={links.list(search)}>Try again</Link>
        </p>
      </Notice>
    );
  }
  if (result.total === 0) {
    return (
      <Notice title={filtered ? 'No jobs match your search' : 'There are no open positions right now'}>
        <p>
          {filtered
            ? 'No jobs match your search. Try fewer words, another place or another department.'
            : 'Please check back soon.'}
        </p>
        {filtered ? (
          <p>
            <Link href={links.list()}>Clear filters and see all open positions</Link>
          </p>
        ) : null}
      </Notice>
    );
  }
  if (result.jobs.length === 0) {
    return (
      <Notice title="This page is past the end of the list">
        <p>
          <Link href={links.list({ ...search, page: result.pageCount })}>Go to the last page</Link>
        </p>
      </Notice>
    );
  }
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading" className={styles.heading}>
        {filtered
          ? `${plural(result.total, 'job matches', 'jobs match')} your search`
          : plural(result.total, 'open position', 'open positions')}
      </h2>
      <JobList jobs={result.jobs} links={links} />
      <Pagination search={search} pageCount={result.pageCount} links={links} />
    </section>
  );
}
