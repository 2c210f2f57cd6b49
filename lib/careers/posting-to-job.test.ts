import { describe, expect, it } from 'vitest';
import { toSchemaOrgEmploymentType } from './posting-to-job';

describe('toSchemaOrgEmploymentType', () => {
  it.each([
    [{ id: 'permanent', label: 'Full-time' }, 'FULL_TIME'],
    [{ id: 'part-time', label: 'Part-time' }, 'PART_TIME'],
    [{ id: 'contract', label: 'Contract' }, 'CONTRACTOR'],
    [{ id: 'intern', label: 'Internship' }, 'INTERN'],
    [{ id: 'x1', label: 'Werkstudent' }, 'INTERN'],
    [{ id: 'x2', label: 'Teilzeit' }, 'PART_TIME'],
    [{ id: 'x3', label: 'Temporary' }, 'TEMPORARY'],
    [{ id: 'x4', label: 'Something else' }, 'OTHER'],
  ] as const)('%o → %s', (type, expected) => {
    expect(toSchemaOrgEmploymentType(type)).toBe(expected);
  });
});
