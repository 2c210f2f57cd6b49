import type { JobListResult } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { JobSearch } from '@/lib/careers/job-search';
import { JobList } from './job-list';
import { Notice } from './notice';
import { Pagination } from './pagination';
import styles from './job-results.module.css';
import { formatDistance } from '@/lib/i18n/format-distance';
import type { Nearby } from '@/lib/careers/near/nearby-jobs';
import type { RenamedCity } from '@/lib/careers/spelling/city-name-search';
import type { NamedFilter, Suggestion } from '@/lib/careers/spelling/suggested-search';
import type { WiderSearch } from '@/lib/careers/wider-searches';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';

function NearbyLink({ nearby, links }: { nearby: Nearby; links: JobLinks }) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  return (
    <p className={styles.nearby}>
      <a href={links.list(nearby.search)}>
        {t('nearbyMore', {
          count: nearby.count,
          distance: formatDistance(nearby.within, nearby.unit, locale),
          city: nearby.city,
        })}
      </a>
    </p>
  );
}

/** The message that offers a filter the search's words named. */
const NAMED_FILTER_MESSAGES = {
  employmentType: 'contractSuggestion',
  workMode: 'workModeSuggestion',
  department: 'departmentSuggestion',
  country: 'countrySuggestion',
} as const satisfies Record<NamedFilter, string>;

/**
 * "Did you mean …?": the contract type, work mode, department or country the search named, as the filter,
 * or its spelling.
 */
function SuggestionLink({ suggestion, links }: { suggestion: Suggestion; links: JobLinks }) {
  const t = useTranslations('jobs');
  // The words may be in another script than the page's (a Latin job title on an Arabic page).
  const link = (chunks: ReactNode) => (
    <a href={links.list(suggestion.search)}>
      <bdi>{chunks}</bdi>
    </a>
  );
  const { count } = suggestion;
  return (
    <p>
      {suggestion.kind === 'filter'
        ? t.rich(NAMED_FILTER_MESSAGES[suggestion.filter], { name: suggestion.name, count, link })
        : t.rich('didYouMean', { query: suggestion.q, count, link })}
    </p>
  );
}

/** Why the jobs shown are not what was typed: "München" is "Munich" in these jobs. */
function RenamedNote({ renamed }: { renamed: RenamedCity[] }) {
  const t = useTranslations('jobs');
  const and = new Intl.ListFormat(useLocale(), { type: 'conjunction' });
  const list = (names: string[]) => and.format(names);
  return (
    <p className={styles.nearby}>
      {t.rich('cityRenamed', {
        city: list(renamed.map((each) => each.city)),
        typed: list(renamed.map((each) => each.typed)),
        // A city may be named in another script than the page's.
        name: (chunks) => <bdi>{chunks}</bdi>,
      })}
    </p>
  );
}

/** "Leaving out one filter finds jobs": each filter whose absence finds some, and how many. */
function WiderLinks({ wider, links }: { wider: WiderSearch[]; links: JobLinks }) {
  const t = useTranslations('jobs');
  return (
    <>
      <p>{t('widerHeading')}</p>
      <ul className={styles.wider}>
        {wider.map(({ search, count, filterWords }) => (
          <li key={filterWords}>
            <a href={links.list(search)}>
              {t.rich('widerItem', {
                name: filterWords,
                // A filter may be a place or a team named in another script than the page's.
                filter: (chunks) => <bdi>{chunks}</bdi>,
                count,
              })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list's answer to a search: results with paging, or why there are none. */
export function JobResults({
  result,
  search,
  filtered,
  links = siteJobLinks,
  nearby,
  suggestion,
  wider = [],
  renamed,
}: {
  result: JobListResult;
  search: JobSearch;
  filtered: boolean;
  links?: JobLinks;
  nearby?: Nearby;
  suggestion?: Suggestion;
  /** For a filtered search that found nothing: the same without one filter, where that finds jobs. */
  wider?: WiderSearch[];
  /** The cities the search named otherwise, shown under the jobs' names for them. */
  renamed?: RenamedCity[];
}) {
  const t = useTranslations('jobs');
  if (result.status === 'unavailable') {
    return (
      <Notice title={t('unavailableTitle')} tone="warning">
        <p>{t('unavailableText')}</p>
        <p>
          <a href={links.list(search)}>{t('tryAgain')}</a>
        </p>
      </Notice>
    );
  }
  if (result.total === 0) {
    return (
      <Notice title={filtered ? t('noMatchTitle') : t('noneOpenTitle')}>
        {suggestion ? <SuggestionLink suggestion={suggestion} links={links} /> : null}
        {wider.length > 0 ? (
          <WiderLinks wider={wider} links={links} />
        ) : (
          <p>{filtered ? t('noMatchText') : t('noneOpenText')}</p>
        )}
        {nearby ? <NearbyLink nearby={nearby} links={links} /> : null}
        {filtered ? (
          <p>
            <a href={links.list()}>{t('clearAndSeeAll')}</a>
          </p>
        ) : null}
      </Notice>
    );
  }
  if (result.jobs.length === 0) {
    return (
      <Notice title={t('pastEndTitle')}>
        <p>
          <a href={links.list({ ...search, page: result.pageCount })}>{t('lastPage')}</a>
        </p>
      </Notice>
    );
  }
  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <h2 id="results-heading" className={styles.heading}>
        {filtered ? t('matchCount', { count: result.total }) : t('openCount', { count: result.total })}
      </h2>
      {renamed ? <RenamedNote renamed={renamed} /> : null}
      {nearby ? <NearbyLink nearby={nearby} links={links} /> : null}
      <JobList jobs={result.jobs} links={links} />
      <Pagination search={search} pageCount={result.pageCount} links={links} />
    </section>
  );
}
