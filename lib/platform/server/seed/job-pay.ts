import type { CustomField } from '../../contract';
import type { JobSpec } from './job-catalog';

/**
 * Pay for a seeded job, as employers state it in a posting custom field (the Posting API has no pay field
 * of its own). Derived from the job's facts and position alone, never from the PRNG, so adding it moved
 * no seeded id or date. Every sixth job states no pay, as live postings often do not.
 */

type Currency = 'EUR' | 'GBP' | 'PLN' | 'USD';
type Period = 'hour' | 'month' | 'year';

const currencyByLocation: Record<JobSpec['location'], Currency> = {
  berlin: 'EUR',
  potsdam: 'EUR',
  munich: 'EUR',
  amsterdam: 'EUR',
  remote: 'EUR',
  london: 'GBP',
  warsaw: 'PLN',
  austin: 'USD',
};

/** A year's pay in euros by experience; other currencies scale it (a rough local level, not a rate). */
const yearlyEur: Record<JobSpec['experience'], number> = {
  internship: 18_000,
  entry: 45_000,
  associate: 58_000,
  senior: 80_000,
  director: 120_000,
};
const localLevel: Record<Currency, number> = { EUR: 1, GBP: 0.9, USD: 1.25, PLN: 3 };

// Interns are paid per month, part-timers per hour, Warsaw per month (as Polish ads state it).
function periodOf(spec: JobSpec): Period {
  if (spec.employment === 'partTime') return 'hour';
  if (spec.employment === 'intern' || spec.location === 'warsaw') return 'month';
  return 'year';
}

const divisor: Record<Period, number> = { year: 1, month: 12, hour: 2080 };
const step: Record<Period, number> = { year: 1000, month: 100, hour: 0.5 };
const roundTo = (value: number, unit: number) => Math.round(value / unit) * unit;

export function payFieldFor(spec: JobSpec, index: number): CustomField | undefined {
  if (index % 6 === 4) return undefined;
  const currency = currencyByLocation[spec.location];
  const period = periodOf(spec);
  const base = (yearlyEur[spec.experience] * localLevel[currency]) / divisor[period];
  const min = roundTo(base, step[period]);
  const max = roundTo(base * 1.25, step[period]);
  const amount = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: 2,
    minimumFractionDigits: period === 'hour' ? 2 : 0,
  });
  return {
    fieldId: 'salary',
    fieldLabel: 'Salary',
    valueId: `${currency}-${min}-${max}-${period}`.toLowerCase(),
    valueLabel: `${amount.format(min)}–${amount.format(max)} ${currency} per ${period}`,
  };
}
