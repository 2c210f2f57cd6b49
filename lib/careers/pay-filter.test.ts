import { describe, expect, it } from 'vitest';
import type { JobSummary, Pay } from './job';
import {
  matchesEmploymentTypeFilter,
  matchesPayFilter,
  matchesSiteSideFilters,
  matchesWorkModeFilter,
} from './pay-filter';

const job = (pay?: Pay, workMode?: JobSummary['location']['workMode']): JobSummary => ({
  id: 'x',
  title: 'x',
  location: { remote: workMode === 'remote', hybrid: workMode === 'hybrid', workMode, text: 'x' },
  open: true,
  ...(pay ? { pay } : {}),
});

describe('matchesPayFilter', () => {
  const yearly = job({ currency: 'EUR', min: 50_000, max: 65_000, period: 'YEAR' });
  const hourly = job({ currency: 'EUR', min: 25, max: 30, period: 'HOUR' });
  const monthly = job({ currency: 'PLN', min: 14_000, period: 'MONTH' });

  it('keeps only jobs stating pay in the chosen currency: no conversion', () => {
    expect(matchesPayFilter(yearly, { payCurrency: 'EUR' })).toBe(true);
    expect(matchesPayFilter(monthly, { payCurrency: 'EUR' })).toBe(false);
    expect(matchesPayFilter(job(), { payCurrency: 'EUR' })).toBe(false);
    expect(matchesPayFilter(job(), {})).toBe(true);
  });

  it('compares the top of the range per year, full-time', () => {
    expect(matchesPayFilter(yearly, { payCurrency: 'EUR', minPay: 65_000 })).toBe(true);
    expect(matchesPayFilter(yearly, { payCurrency: 'EUR', minPay: 65_001 })).toBe(false);
    // 30 × 2080 = 62,400
    expect(matchesPayFilter(hourly, { payCurrency: 'EUR', minPay: 62_400 })).toBe(true);
    expect(matchesPayFilter(hourly, { payCurrency: 'EUR', minPay: 62_401 })).toBe(false);
    // 14,000 × 12 = 168,000
    expect(matchesPayFilter(monthly, { payCurrency: 'PLN', minPay: 168_000 })).toBe(true);
    expect(matchesPayFilter(monthly, { payCurrency: 'PLN', minPay: 168_001 })).toBe(false);
  });
});

it('matches the work mode the platform stated, and no job whose mode is unknown', () => {
  expect(matchesWorkModeFilter(job(undefined, 'remote'), { workMode: 'remote' })).toBe(true);
  expect(matchesWorkModeFilter(job(undefined, 'hybrid'), { workMode: 'remote' })).toBe(false);
  expect(matchesWorkModeFilter(job(), { workMode: 'onsite' })).toBe(false);
  expect(matchesWorkModeFilter(job(), {})).toBe(true);
  expect(
    matchesSiteSideFilters(job({ currency: 'EUR', min: 1, period: 'YEAR' }, 'hybrid'), {
      workMode: 'hybrid',
      payCurrency: 'EUR',
    }),
  ).toBe(true);
});

it('matches the contract type the site read from the platform, and no job that states none', () => {
  const partTime = { ...job(), employmentType: { label: 'Part-time', schemaOrg: 'PART_TIME' as const } };
  const ownWord = { ...job(), employmentType: { label: 'Minijob', schemaOrg: 'OTHER' as const } };
  expect(matchesEmploymentTypeFilter(partTime, { employmentType: 'PART_TIME' })).toBe(true);
  expect(matchesEmploymentTypeFilter(partTime, { employmentType: 'FULL_TIME' })).toBe(false);
  expect(matchesEmploymentTypeFilter(ownWord, { employmentType: 'FULL_TIME' })).toBe(false);
  expect(matchesEmploymentTypeFilter(job(), { employmentType: 'FULL_TIME' })).toBe(false);
  expect(matchesEmploymentTypeFilter(job(), {})).toBe(true);
  expect(matchesSiteSideFilters(partTime, { employmentType: 'PART_TIME', workMode: 'remote' })).toBe(false);
});
