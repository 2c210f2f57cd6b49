import type { JobSummary, PayPeriod } from './job';
import type { JobSearch } from './job-search';

/**
 * Full-time equivalents per year, for comparing pay stated per hour, month or year. Only the filter uses
 * them; pay is always shown as the employer states it. 40 h × 52 weeks, 5 days × 52 weeks.
 */
const perYear: Record<PayPeriod, number> = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };

/**
 * Pay filter: only jobs stating pay in the chosen currency, and (with a minimum) whose range reaches it
 * per year. Currencies are never converted: rates move daily, so a converted figure would be a promise the
 * employer never made; a candidate filters in the currency they will be paid in. Pay without a period is
 * compared as stated, being the best reading of an unlabelled salary.
 */
export function matchesPayFilter(job: JobSummary, search: Pick<JobSearch, 'payCurrency' | 'minPay'>) {
  if (!search.payCurrency) return true;
  const { pay } = job;
  if (!pay || pay.currency !== search.payCurrency) return false;
  if (!search.minPay) return true;
  const top = (pay.max ?? pay.min) * perYear[pay.period ?? 'YEAR'];
  return top >= search.minPay;
}

export function matchesWorkModeFilter(job: JobSummary, search: Pick<JobSearch, 'workMode'>) {
  return !search.workMode || job.location.workMode === search.workMode;
}

export function matchesEmploymentTypeFilter(job: JobSummary, search: Pick<JobSearch, 'employmentType'>) {
  return !search.employmentType || job.employmentType?.schemaOrg === search.employmentType;
}

/** The filters the site applies itself, on top of the platform's search. */
export const matchesSiteSideFilters = (
  job: JobSummary,
  search: Pick<JobSearch, 'workMode' | 'employmentType' | 'payCurrency' | 'minPay'>,
) =>
  matchesWorkModeFilter(job, search) &&
  matchesEmploymentTypeFilter(job, search) &&
  matchesPayFilter(job, search);
