import { describe, expect, it } from 'vitest';
import { contractTypeWords } from '../job-terms';
import { contractInQuery, type ContractName } from './contract-in-query';

// The French page's words (messages/fr/jobs.json), then the platform's English ones, as the list asks.
const names: ContractName[] = [
  ['Temps plein', 'FULL_TIME'],
  ['Temps partiel', 'PART_TIME'],
  ['Stage', 'INTERN'],
  ['Bénévolat', 'VOLUNTEER'],
  ...contractTypeWords(),
];

describe('contractInQuery', () => {
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
  ])('"%s" → %s, leaving "%s"', (q, type, rest) => {
    expect(contractInQuery(q, names)).toEqual({ type, rest });
  });

  it.each(['stagehand', 'temps', 'plein temps', 'engineer', 'fulltime', ''])('"%s" names none', (q) => {
    expect(contractInQuery(q, names)).toBeUndefined();
  });

  it('knows every contract type the list filters by in English', () => {
    expect(new Set(contractTypeWords().map(([, type]) => type))).toEqual(
      new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER']),
    );
  });
});
