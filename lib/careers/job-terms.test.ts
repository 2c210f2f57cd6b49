import { describe, expect, it } from 'vitest';
import { jobTermOf, sayJobTerm } from './job-terms';

describe('job terms', () => {
  it('knows the platform’s words for contracts and levels, however they are spelled', () => {
    expect(jobTermOf('Full-time')).toBe('termFullTime');
    expect(jobTermOf(' full time ')).toBe('termFullTime');
    expect(jobTermOf('FULL_TIME')).toBe('termFullTime');
    expect(jobTermOf('Intern')).toBe('termInternship');
    expect(jobTermOf('Internship')).toBe('termInternship');
    expect(jobTermOf('Mid-Senior Level')).toBe('termMidSeniorLevel');
    expect(jobTermOf('Entry Level')).toBe('termEntryLevel');
  });

  it('leaves an employer’s own word, and words that only contain a known one, as they are', () => {
    for (const label of [
      'Werkstudent',
      'Vollzeit',
      'Full-time or part-time',
      'Senior',
      'constructor',
      'toString',
    ])
      expect(jobTermOf(label)).toBeUndefined();
    expect(sayJobTerm('Werkstudent', () => 'never')).toBe('Werkstudent');
  });

  it('says a known term in the words it is given', () => {
    const german = { termFullTime: 'Vollzeit' } as Record<string, string>;
    expect(sayJobTerm('Full-time', (term) => german[term] ?? term)).toBe('Vollzeit');
  });
});
