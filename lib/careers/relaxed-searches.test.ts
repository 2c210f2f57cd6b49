import { describe, expect, it } from 'vitest';
import type { JobSummary, SchemaOrgEmploymentType } from './job';
import { relaxedSearches } from './relaxed-searches';

const job = (
  id: string,
  countryCode: string,
  employment: SchemaOrgEmploymentType,
  extra: Partial<JobSummary> = {},
): JobSummary => ({
  id,
  title: `Job ${id}`,
  location: { countryCode, remote: false, hybrid: false, workMode: 'onsite', text: countryCode },
  employmentType: { label: employment, schemaOrg: employment },
  open: true,
  ...extra,
});

const open = [
  job('de-1', 'DE', 'FULL_TIME'),
  job('de-2', 'DE', 'FULL_TIME', { pay: { currency: 'EUR', min: 40_000, max: 50_000, period: 'YEAR' } }),
  job('pl-1', 'PL', 'INTERN'),
  job('pl-2', 'PL', 'INTERN'),
  job('pl-3', 'PL', 'PART_TIME'),
];

describe('relaxedSearches', () => {
  it('offers each filter left out that then finds jobs, with the count the list would show', () => {
    const search = { country: 'de', employmentType: 'INTERN', page: 1 } as const;
    expect(relaxedSearches(search, open, 'km', 'en')).toEqual([
      { search: { employmentType: 'INTERN', page: 1 }, count: 2, without: { country: 'de' } },
      { search: { country: 'de', page: 1 }, count: 2, without: { employmentType: 'INTERN' } },
    ]);
  });

  it('leaves out a filter with what goes with it, and offers none that still finds nothing', () => {
    const search = {
      country: 'pl',
      workMode: 'remote',
      payCurrency: 'EUR',
      minPay: 45_000,
      page: 3,
    } as const;
    // Without the country: no remote job anywhere. Without remote: no Polish job paying euros. Without
    // the pay: no remote Polish job. Nothing to offer.
    expect(relaxedSearches(search, open, 'km', 'en')).toEqual([]);
    // Without the country, no job pays that much; without the pay, Germany has two.
    const twoOff = { country: 'de', payCurrency: 'EUR', minPay: 60_000, page: 3 } as const;
    expect(relaxedSearches(twoOff, open, 'km', 'en')).toEqual([
      { search: { country: 'de', page: 1 }, count: 2, without: { payCurrency: 'EUR', minPay: 60_000 } },
    ]);
  });

  it('offers nothing for one filter (clearing it is already offered) or for words (Did you mean is)', () => {
    expect(relaxedSearches({ employmentType: 'VOLUNTEER', page: 1 }, open, 'km', 'en')).toEqual([]);
    expect(
      relaxedSearches({ q: 'robot', country: 'de', employmentType: 'INTERN', page: 1 }, open, 'km', 'en'),
    ).toEqual([]);
  });
});
