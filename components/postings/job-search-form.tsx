import { countryName } from '@/lib/careers/countries';
import type { JobFacets } from '@/lib/careers/job';
import { siteJobLinks, type JobLinks } from '@/lib/careers/job-links';
import { setFilterCount, type JobSearch } from '@/lib/careers/job-search';
import { EMPLOYMENT_TYPE_TERMS } from '@/lib/careers/job-terms';
import { languageName } from '@/lib/i18n/language-name';
import { formatDistance } from '@/lib/i18n/format-distance';
import { SEARCH_RADII_IN } from '@/lib/careers/near/distance-unit';
import { getSiteConfig } from '@/lib/careers/site';
import { NearMeButton } from './near-me-button';
import styles from './job-search-form.module.css';
import { useLocale, useTranslations } from 'next-intl';

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
  hint?: string;
}) {
  const options = withCurrent(props.options, props.value);
  const selected = options.find((o) => o.value.toLowerCase() === props.value?.toLowerCase())?.value ?? '';
  const hintId = props.hint ? `filter-${props.name}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${props.name}`}>{props.label}</label>
      <select id={`filter-${props.name}`} name={props.name} defaultValue={selected} aria-describedby={hintId}>
        <option value="">{props.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How far around the chosen city: offered when the platform places jobs (else only the city itself could
 * be searched), or when the address asks for it. Without a city it filters nothing yet, and says so.
 */
function DistanceSelect({ search, offered }: { search: JobSearch; offered: boolean }) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  const unit = getSiteConfig().distanceUnit;
  if (!offered && !search.within) return null;
  return (
    <FilterSelect
      name="within"
      label={t('distance')}
      all={t('distanceCityOnly')}
      value={search.within?.toString()}
      options={SEARCH_RADII_IN[unit].map((within) => ({
        value: String(within),
        label: t('withinDistance', { distance: formatDistance(within, unit, locale) }),
      }))}
      hint={search.within && !search.city ? t('distanceNeedsCity') : t('distanceHint')}
    />
  );
}

/** The countries named in the reader's language (the cached facets name them in English), in its order. */
function countryOptionsIn(countries: JobFacets['countries'], locale: string): Option[] {
  return countries
    .map(({ code }) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The languages ads are written in, named in the reader's language, in its order. */
function languageOptionsIn(codes: string[], locale: string): Option[] {
  return codes
    .map((code) => ({ value: code, label: languageName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** "Euro (EUR)": the name helps, the code is what a candidate may know. */
function currencyOption(code: string, locale: string, t: ReturnType<typeof useTranslations>): Option {
  const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
  return { value: code, label: name ? t('currencyOption', { name, code }) : code };
}

/** Minimum pay: a number in the chosen currency, per year; without a currency it cannot apply. */
function MinimumPayField({ search }: { search: JobSearch }) {
  const t = useTranslations('jobs');
  const needsCurrency = Boolean(search.minPay && !search.payCurrency);
  return (
    <div className={styles.field}>
      <label htmlFor="filter-minPay">{t('minPay')}</label>
      <input
        id="filter-minPay"
        type="text"
        inputMode="numeric"
        name="minPay"
        defaultValue={search.minPay ?? ''}
        maxLength={15}
        autoComplete="off"
        aria-describedby="filter-minPay-hint"
      />
      <p id="filter-minPay-hint" className={styles.hint}>
        {needsCurrency ? t('minPayNeedsCurrency') : t('minPayHint')}
      </p>
    </div>
  );
}

/**
 * A plain GET form: searching and filtering work without JavaScript. The filters fold away on narrow
 * screens (a `details` the browser opens and closes itself), so a phone shows jobs on its first screen.
 */
export function JobSearchForm({
  search,
  facets,
  filtered,
  links = siteJobLinks,
  nearMe = false,
}: {
  search: JobSearch;
  facets?: JobFacets;
  filtered: boolean;
  links?: JobLinks;
  /** Offer "Jobs near me" (the site: a frame has no leave to ask for the position, Permissions-Policy). */
  nearMe?: boolean;
}) {
  const t = useTranslations('jobs');
  const locale = useLocale();
  const setFilters = setFilterCount(search);
  return (
    <form
      role="search"
      aria-label={t('searchForm')}
      method="get"
      action={links.searchAction}
      className={styles.form}
    >
      {links.carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor="filter-q">{t('search')}</label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={search.q ?? ''}
          placeholder={t('searchPlaceholder')}
          maxLength={200}
          autoComplete="off"
        />
      </div>
      <details className={styles.filters} open={setFilters > 0 || undefined}>
        <summary>{setFilters ? t('filtersSet', { count: setFilters }) : t('filters')}</summary>
        <div className={styles.filterFields}>
          <FilterSelect
            name="country"
            label={t('country')}
            all={t('allCountries')}
            value={search.country}
            options={countryOptionsIn(facets?.countries ?? [], locale)}
          />
          <FilterSelect
            name="city"
            label={t('city')}
            all={t('allCities')}
            value={search.city}
            options={facets?.cities ?? []}
          />
          <DistanceSelect search={search} offered={(facets?.placedCities.length ?? 0) > 0} />
          <FilterSelect
            name="department"
            label={t('department')}
            all={t('allDepartments')}
            value={search.department}
            options={(facets?.departments ?? []).map((d) => ({ value: d.id, label: d.label }))}
          />
          {(facets?.languages.length ?? 0) > 1 || search.language ? (
            <FilterSelect
              name="language"
              label={t('adLanguageFilter')}
              all={t('anyLanguage')}
              value={search.language}
              options={languageOptionsIn(facets?.languages ?? [], locale)}
            />
          ) : null}
          <FilterSelect
            name="workMode"
            label={t('workMode')}
            all={t('anyWorkMode')}
            value={search.workMode}
            options={(facets?.workModes ?? []).map((mode) => ({ value: mode, label: t(mode) }))}
          />
          {/* `?.`: facets an older release cached in Redis (a rolling deploy) have no contract types. */}
          {(facets?.employmentTypes?.length ?? 0) > 1 || search.employmentType ? (
            <FilterSelect
              name="employmentType"
              label={t('employmentType')}
              all={t('anyEmploymentType')}
              value={search.employmentType?.toLowerCase()}
              options={(facets?.employmentTypes ?? []).map((type) => ({
                value: type.toLowerCase(),
                label: t(EMPLOYMENT_TYPE_TERMS[type]),
              }))}
            />
          ) : null}
          <FilterSelect
            name="payCurrency"
            label={t('payCurrency')}
            all={t('anyCurrency')}
            value={search.payCurrency}
            options={(facets?.payCurrencies ?? []).map((code) => currencyOption(code, locale, t))}
          />
          <MinimumPayField search={search} />
        </div>
      </details>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('search')}
        </button>
        {nearMe && facets?.placedCities.length ? (
          <NearMeButton
            cities={facets.placedCities}
            words={{
              button: t('nearMe'),
              finding: t('nearMeFinding'),
              denied: t('nearMeDenied'),
              failed: t('nearMeFailed'),
            }}
          />
        ) : null}
        {filtered ? (
          <a href={links.list()} className={styles.clear}>
            {t('clearFilters')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
