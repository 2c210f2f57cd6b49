import Link from 'next/link';
import type { JobFacets } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import type { JobSearch } from '@/lib/careers/job-search';
import styles from './job-search-form.module.css';

type Option = { value: string; label: string };

/** Keeps a value from the URL selectable even when no open job has it any more. */
function withCurrent(options: Option[], current: string | undefined): Option[] {
  if (!current || options.some((option) => option.value.toLowerCase() === current.toLowerCase()))
    return options;
  return [...options, { value: current, label: current }];
}

function FilterSelect(props: {
  name: string;
  label: string;
  all: string;
  options: Option[];
  value?: string;
}) {
  const options = withCurrent(props.options, props.value);
  const selected = options.find((o) => o.value.toLowerCase() === props.value?.toLowerCase())?.value ?? '';
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${props.name}`}>{props.label}</label>
      <select id={`filter-${props.name}`} name={props.name} defaultValue={selected}>
        <option value="">{props.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain GET form: searching and filtering work without JavaScript. */
export function JobSearchForm({
  search,
  facets,
  filtered,
  links = siteJobLinks,
}: {
  search: JobSearch;
  facets?: JobFacets;
  filtered: boolean;
  links?: JobLinks;
}) {
  return (
    <form role="search" aria-label="Jobs" method="get" action={links.searchAction} className={styles.form}>
      {links.carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={search.q ?? ''}
          placeholder="Job title or city"
          maxLength={200}
          autoComplete="off"
        />
      </div>
      <FilterSelect
        name="country"
        label="Country"
        all="All countries"
        value={search.country}
        options={(facets?.countries ?? []).map((c) => ({ value: c.code, label: c.label }))}
      />
      <FilterSelect
        name="city"
        label="City"
        all="All cities"
        value={search.city}
        options={facets?.cities ?? []}
      />
      <FilterSelect
        name="department"
        label="Department"
        all="All departments"
        value={search.department}
        options={(facets?.departments ?? []).map((d) => ({ value: d.id, label: d.label }))}
      />
      <div className={styles.actions}>
        <button type="submit" className="button">
          Search
        </button>
        {filtered ? (
          <Link href={links.list()} className={styles.clear}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
