import { describe, expect, it } from 'vitest';
import { contractTypeWords, workModeWords } from '../job-terms';
import type { EmploymentTypeFilter } from '../job';
import { filterNamedInQuery, type FilterName } from './filter-in-query';

// The French page's words (messages/fr/jobs.json), then the platform's English ones, as the list asks.
const names: FilterName<EmploymentTypeFilter>[] = [
  ['Temps plein', 'FULL_TIME'],
  ['Temps partiel', 'PART_TIME'],
  ['Stage', 'INTERN'],
  ['Bénévolat', 'VOLUNTEER'],
  ...contractTypeWords(),
];

describe('filterNamedInQuery', () => {
  it.each([
    ['stage', 'INTERN', ''],
    ['Stage Berlin', 'INTERN', 'Berlin'],
    ['ingénieur STAGE à Munich', 'INTERN', 'ingénieur à Munich'],
    ['temps partiel', 'PART_TIME', ''],
    ['benevolat', 'VOLUNTEER', ''],
    ['internship', 'INTERN', ''],
    ['Full-time engineer', 'FULL_TIME', 'engineer'],
    ['full_time', 'FULL_TIME', ''],
    ['contractor', 'CONTRACTOR', ''],
  ])('"%s" → %s, leaving "%s"', (q, value, rest) => {
    expect(filterNamedInQuery(q, names)).toEqual({ value, rest });
  });

  it.each(['stagehand', 'temps', 'plein temps', 'engineer', 'fulltime', ''])('"%s" names none', (q) => {
    expect(filterNamedInQuery(q, names)).toBeUndefined();
  });

  it('reads a department by its label, the longest first', () => {
    const departments: FilterName<string>[] = [
      ['Success', 'success-stories'],
      ['Customer Success', 'customer-success'],
      ['Sales', 'sales'],
    ];
    expect(filterNamedInQuery('customer success munich', departments)).toEqual({
      value: 'customer-success',
      rest: 'munich',
    });
    expect(filterNamedInQuery('SALES', departments)).toEqual({ value: 'sales', rest: '' });
    expect(filterNamedInQuery('salesforce', departments)).toBeUndefined();
  });

  it('knows every contract type the list filters by in English', () => {
    expect(new Set(contractTypeWords().map(([, type]) => type))).toEqual(
      new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER']),
    );
  });

  it('reads a work mode by the page’s word or the English ones candidates type, and not a job’s word', () => {
    // The French page's words (messages/fr/jobs.json), then the English ones, as the list asks.
    const modes = [
      ['Télétravail', 'remote'],
      ['Hybride', 'hybrid'],
      ['Sur site', 'onsite'],
      ...workModeWords(),
    ] as const;
    expect(filterNamedInQuery('developpeur teletravail', modes)).toEqual({
      value: 'remote',
      rest: 'developpeur',
    });
    expect(filterNamedInQuery('Work from home engineer', modes)).toEqual({
      value: 'remote',
      rest: 'engineer',
    });
    expect(filterNamedInQuery('Remote', modes)).toEqual({ value: 'remote', rest: '' });
    expect(filterNamedInQuery('on-site Lyon', modes)).toEqual({ value: 'onsite', rest: 'Lyon' });
    expect(filterNamedInQuery('hybrid', modes)).toEqual({ value: 'hybrid', rest: '' });
    expect(filterNamedInQuery('office manager', modes)).toBeUndefined();
    expect(filterNamedInQuery('home', modes)).toBeUndefined();
  });
});
