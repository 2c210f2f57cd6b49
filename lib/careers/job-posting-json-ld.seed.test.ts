import { describe, expect, it } from 'vitest';
import { postingSchema } from '../platform/contract';
import { SEED_BASE_DATE } from '../platform/server/seed/dates';
import { buildJobsAndPostings } from '../platform/server/seed/postings';
import { jobPostingJsonLd } from './job-posting-json-ld';
import { toJobDetail } from './posting-to-job';
import { checkGoogleJobPosting, googleRecommended } from './test-support/google-job-posting-check';

const site = {
  name: 'Acme Robotics',
  url: 'https://jobs.acme.example',
  logoUrl: 'https://jobs.acme.example/logo.svg',
};
// Each open seeded posting as the site reads it (through the contract), on the seed's own "today".
const open = buildJobsAndPostings()
  .map(({ posting }) => toJobDetail(postingSchema.parse(posting), 'en', { payField: 'salary' }))
  .filter((job) => job.open);
const jsonLdOf = (job: (typeof open)[number]) =>
  jobPostingJsonLd(job, site, { now: SEED_BASE_DATE }) as unknown as Record<string, unknown>;

describe('JSON-LD of every open seeded posting, against Google’s JobPosting rules', () => {
  it('covers all 26 open postings', () => expect(open).toHaveLength(26));

  it.each(open.map((job) => [job.title, job] as const))('%s', (_title, job) => {
    const data = jsonLdOf(job);
    expect(checkGoogleJobPosting(data)).toEqual([]);
    // Recommended properties appear exactly when the platform gave the facts behind them.
    expect(data.directApply).toBe(true);
    expect('baseSalary' in data).toBe(Boolean(job.pay));
    expect('employmentType' in data).toBe(Boolean(job.employmentType));
    expect('identifier' in data).toBe(Boolean(job.refNumber));
    expect('validThrough' in data).toBe(Boolean(job.validThrough));
    expect(data.jobLocationType === 'TELECOMMUTE').toBe(job.location.remote);
    expect('applicantLocationRequirements' in data).toBe(job.location.remote);
  });

  it('uses every recommended property somewhere in the seed, so the checks above are exercised', () => {
    const used = new Set(open.flatMap((job) => Object.keys(jsonLdOf(job))));
    expect(googleRecommended.filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('checkGoogleJobPosting finds what is wrong', () => {
  const good = jsonLdOf(open.find((job) => job.pay && !job.location.remote)!);
  it.each([
    ['a missing title', { title: undefined }, /title: required/],
    ['plain-text description', { description: 'Build robots' }, /description: must be HTML/],
    ['a date that is not ISO 8601', { datePosted: '20 Dec 2025' }, /datePosted/],
    ['no place and not remote', { jobLocation: undefined }, /jobLocation: required/],
    ['a made-up employment type', { employmentType: 'PERMANENT' }, /employmentType/],
    [
      'an upside-down salary range',
      {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 1, unitText: 'YEAR' },
        },
      },
      /baseSalary.value/,
    ],
    [
      'a salary period Google does not know',
      {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', value: 9, unitText: 'ANNUAL' },
        },
      },
      /unitText/,
    ],
    ['an end before the start', { validThrough: '2000-01-01' }, /validThrough: not after/],
  ])('%s', (_what, change, problem) => {
    const problems = checkGoogleJobPosting({ ...good, ...change });
    expect(problems.join('\n')).toMatch(problem);
  });
});
