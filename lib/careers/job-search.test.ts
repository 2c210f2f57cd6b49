import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  hasSiteSideFilters,
  jobSearchHref,
  jobSearchKey,
  parseJobSearch,
  setFilterCount,
} from './job-search';

describe('parseJobSearch', () => {
  it('reads the list query from the URL, normalised', () => {
    expect(parseJobSearch({ q: '  robot   engineer ', country: 'PL', city: 'Warsaw', page: '3' })).toEqual({
      q: 'robot engineer',
      country: 'pl',
      city: 'Warsaw',
      page: 3,
    });
  });

  it('drops what it cannot use instead of failing', () => {
    expect(parseJobSearch({ country: 'Poland', page: 'x', q: '', department: ['sales', 'ops'] })).toEqual({
      department: 'sales',
      page: 1,
    });
    expect(parseJobSearch({ page: '0' }).page).toBe(1);
    expect(parseJobSearch({ page: '99999999' }).page).toBe(1);
    expect(parseJobSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('keeps no control character in the words', () => {
    expect(parseJobSearch({ q: 'robot\u0000\u0007engineer', city: '\u0000' })).toEqual({
      q: 'robot engineer',
      page: 1,
    });
  });
});

describe('the site-side filters', () => {
  it('reads work mode, pay currency and minimum pay, dropping bad values', () => {
    expect(parseJobSearch({ workMode: 'remote', payCurrency: 'eur', minPay: '60,000' })).toEqual({
      workMode: 'remote',
      payCurrency: 'EUR',
      minPay: 60000,
      page: 1,
    });
    expect(parseJobSearch({ workMode: 'office', payCurrency: 'euro', minPay: 'lots' })).toEqual({ page: 1 });
    expect(parseJobSearch({ minPay: '' })).toEqual({ page: 1 });
    expect(parseJobSearch({ minPay: '-5' })).toEqual({ page: 1 });
  });

  it('counts as a filter, carries into links, and keys the cache', () => {
    expect(hasFilters({ page: 1, workMode: 'hybrid' })).toBe(true);
    expect(hasFilters({ page: 1, payCurrency: 'EUR' })).toBe(true);
    expect(jobSearchHref({ workMode: 'onsite', payCurrency: 'PLN', minPay: 9000, page: 2 })).toBe(
      '/?workMode=onsite&payCurrency=PLN&minPay=9000&page=2',
    );
    // A minimum without a currency cannot apply, so links leave it out.
    expect(jobSearchHref({ minPay: 9000, page: 1 })).toBe('/');
    expect(jobSearchKey({ page: 1, payCurrency: 'EUR', minPay: 1 })).not.toBe(
      jobSearchKey({ page: 1, payCurrency: 'EUR', minPay: 2 }),
    );
  });
});

describe('the employment type filter', () => {
  it('reads schema.org’s contract words in any case, and none that names no contract', () => {
    expect(parseJobSearch({ employmentType: 'part_time' })).toEqual({ employmentType: 'PART_TIME', page: 1 });
    expect(parseJobSearch({ employmentType: ' INTERN ' })).toEqual({ employmentType: 'INTERN', page: 1 });
    for (const made of ['other', 'per_diem', 'full-time', 'Full time', ''])
      expect(parseJobSearch({ employmentType: made })).toEqual({ page: 1 });
  });

  it('is the site’s own filter: counted, carried into links in lower case, and keying the cache', () => {
    const search = { page: 1, employmentType: 'CONTRACTOR' } as const;
    expect(hasFilters(search)).toBe(true);
    expect(hasSiteSideFilters(search)).toBe(true);
    expect(setFilterCount(search)).toBe(1);
    expect(jobSearchHref({ ...search, workMode: 'remote' })).toBe(
      '/?workMode=remote&employmentType=contractor',
    );
    expect(parseJobSearch({ employmentType: 'contractor' })).toEqual(search);
    expect(jobSearchKey(search)).not.toBe(jobSearchKey({ page: 1, employmentType: 'TEMPORARY' }));
  });
});

describe('the ad language filter', () => {
  it('reads a code as the platform writes it, counts as a filter, carries into links and keys the cache', () => {
    expect(parseJobSearch({ language: ' DE ' })).toEqual({ page: 1, language: 'de' });
    expect(parseJobSearch({ language: 'pt-BR' })).toEqual({ page: 1, language: 'pt-br' });
    expect(parseJobSearch({ language: 'German' })).toEqual({ page: 1 });
    expect(parseJobSearch({ language: 'de;DROP' })).toEqual({ page: 1 });
    expect(hasFilters({ page: 1, language: 'de' })).toBe(true);
    expect(setFilterCount({ page: 1, language: 'de' })).toBe(1);
    expect(jobSearchHref({ language: 'de', page: 2 })).toBe('/?language=de&page=2');
    expect(jobSearchKey({ page: 1, language: 'de' })).not.toBe(jobSearchKey({ page: 1 }));
  });
});

describe('the distance around a city', () => {
  it('reads only the distances the form offers', () => {
    expect(parseJobSearch({ city: 'Berlin', within: '25' })).toEqual({ city: 'Berlin', within: 25, page: 1 });
    for (const within of ['', '0', '30', '-25', '25km', '1e2', 'NaN'])
      expect(parseJobSearch({ city: 'Berlin', within })).toEqual({ city: 'Berlin', page: 1 });
    expect(parseJobSearch({ city: 'Berlin', within: ['100', '10'] }).within).toBe(100);
  });

  it('searches around the city only with a city; alone it is shown, counted, and carried nowhere', () => {
    expect(hasSiteSideFilters({ city: 'Berlin', within: 50, page: 1 })).toBe(true);
    expect(hasSiteSideFilters({ city: 'Berlin', page: 1 })).toBe(false);
    expect(hasSiteSideFilters({ within: 50, page: 1 })).toBe(false);
    expect(hasFilters({ within: 50, page: 1 })).toBe(false);
    expect(setFilterCount({ city: 'Berlin', within: 50, page: 1 })).toBe(2);
    expect(jobSearchHref({ city: 'Berlin', within: 50, page: 2 })).toBe('/?city=Berlin&within=50&page=2');
    expect(jobSearchHref({ within: 50, page: 1 })).toBe('/');
    expect(jobSearchKey({ city: 'Berlin', within: 50, page: 1 })).not.toBe(
      jobSearchKey({ city: 'Berlin', within: 10, page: 1 }),
    );
    expect(jobSearchKey({ within: 50, page: 1 })).toBe(jobSearchKey({ page: 1 }));
  });
});

describe('jobSearchHref', () => {
  it('leaves out empty values and the first page', () => {
    expect(jobSearchHref({ page: 1 })).toBe('/');
    expect(jobSearchHref({ q: 'a&b', country: 'de', page: 2 })).toBe('/?q=a%26b&country=de&page=2');
  });
});

it('keys equal searches equally and different ones apart', () => {
  expect(jobSearchKey(parseJobSearch({ q: 'a', page: '1' }))).toBe(
    jobSearchKey(parseJobSearch({ q: ' a ' })),
  );
  expect(jobSearchKey({ q: 'a', page: 1 })).not.toBe(jobSearchKey({ city: 'a', page: 1 }));
  expect(hasFilters({ page: 2 })).toBe(false);
  expect(hasFilters({ city: 'Berlin', page: 1 })).toBe(true);
});
