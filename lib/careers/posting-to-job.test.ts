import { describe, expect, it } from 'vitest';
import { toJobDetail, toJobSummary, toSchemaOrgEmploymentType } from './posting-to-job';

describe('toSchemaOrgEmploymentType', () => {
  it.each([
    [{ id: 'permanent', label: 'Full-time' }, 'FULL_TIME'],
    [{ id: 'part-time', label: 'Part-time' }, 'PART_TIME'],
    [{ id: 'contract', label: 'Contract' }, 'CONTRACTOR'],
    [{ id: 'intern', label: 'Internship' }, 'INTERN'],
    [{ id: 'x1', label: 'Werkstudent' }, 'INTERN'],
    [{ id: 'x2', label: 'Teilzeit' }, 'PART_TIME'],
    [{ id: 'x3', label: 'Temporary' }, 'TEMPORARY'],
    [{ id: 'x6', label: 'Fixed-term contract' }, 'TEMPORARY'],
    [{ id: 'x7', label: 'Befristet' }, 'TEMPORARY'],
    [{ id: 'x8', label: 'Unbefristet' }, 'FULL_TIME'],
    [{ id: 'x9', label: 'Freelance contract' }, 'CONTRACTOR'],
    [{ id: 'x4', label: 'Something else' }, 'OTHER'],
    [{ id: 'x5', label: 'Minijob' }, 'OTHER'],
  ] as const)('%o → %s', (type, expected) => {
    expect(toSchemaOrgEmploymentType(type)).toBe(expected);
  });
});

describe('toJobSummary / toJobDetail, on the shapes the platform documents', () => {
  const sparse = {
    id: '744000000000001',
    uuid: '553090CE-69B0-4E84-A353-2CF7EABDDA24',
    name: 'Praktikum Marketing (all genders)',
    location: { city: 'Hamburg', region: 'HH', country: 'de', remote: false, hybrid: true },
    typeOfEmployment: { label: 'Intern' },
    language: { code: 'de', label: 'German' },
  };

  it('reads a sparse list item: the ISO country as a name in the page language, hybrid, no invented facts', () => {
    const job = toJobSummary(sparse);
    expect(job).toEqual({
      id: '553090ce-69b0-4e84-a353-2cf7eabdda24',
      title: 'Praktikum Marketing (all genders)',
      location: {
        city: 'Hamburg',
        region: 'HH',
        country: 'Germany',
        countryCode: 'DE',
        remote: false,
        hybrid: true,
        workMode: 'hybrid',
        text: 'Hamburg, Germany (hybrid)',
      },
      employmentType: { label: 'Intern', schemaOrg: 'INTERN' },
      open: true,
      language: 'de',
    });
    expect(toJobSummary(sparse, 'de').location.text).toBe('Hamburg, Deutschland (hybrid)');
  });

  it('reads experienceLevel as {id, label} or {id, name}, and a remote job by its country', () => {
    const remote = { ...sparse, location: { country: 'pt', remote: true } };
    expect(
      toJobSummary({ ...remote, experienceLevel: { id: 'associate', name: 'Associate' } }),
    ).toMatchObject({
      experienceLevel: 'Associate',
      location: { text: 'Remote (Portugal)', remote: true, hybrid: false },
    });
    expect(toJobSummary({ ...sparse, experienceLevel: { id: 'x', label: 'Senior' } }).experienceLevel).toBe(
      'Senior',
    );
    expect(
      toJobSummary({ ...sparse, experienceLevel: { id: 'not_applicable', label: 'Not Applicable' } }),
    ).not.toHaveProperty('experienceLevel');
    expect(toJobSummary({ ...sparse, location: undefined }).location.text).toBe('Location to be agreed');
  });

  it('takes the closing date from a custom field and the https apply and referral pages; a detail says when it is closed', () => {
    const detail = toJobDetail({
      ...sparse,
      active: false,
      applyUrl: 'https://jobs.example/apply/1',
      referralUrl: 'https://jobs.example/1?trid=referral',
      customField: [
        { fieldId: 'brand', fieldLabel: 'Brand', valueId: 'b', valueLabel: 'Acme' },
        { fieldId: 'closing-date', fieldLabel: 'Closing date', valueLabel: '2027-03-01T00:00:00.000Z' },
      ],
      jobAd: { sections: { jobDescription: { title: 'The job', text: '<p>Do things</p>' } } },
    });
    expect(detail).toMatchObject({
      open: false,
      applyUrl: 'https://jobs.example/apply/1',
      referralUrl: 'https://jobs.example/1?trid=referral',
      validThrough: '2027-03-01T00:00:00.000Z',
      sections: [{ key: 'jobDescription', title: 'The job', html: '<p>Do things</p>' }],
    });
    expect(toJobDetail({ ...sparse, applyUrl: 'javascript:alert(1)' })).not.toHaveProperty('applyUrl');
    expect(toJobDetail({ ...sparse, referralUrl: 'javascript:alert(1)' })).not.toHaveProperty('referralUrl');
    expect(toJobDetail({ ...sparse, referralUrl: 'http://jobs.example/1' })).not.toHaveProperty(
      'referralUrl',
    );
    const referral = { ...sparse, referralUrl: 'https://jobs.example/1?trid=referral' };
    expect(toJobDetail(referral, 'en', { referrals: false })).not.toHaveProperty('referralUrl');
    expect(toJobDetail(referral, 'en', { referrals: true }).referralUrl).toBe(referral.referralUrl);
  });

  it('keeps the ad’s video links that are web links, each once, and none when there are none', () => {
    const withVideos = (urls: string[]) =>
      toJobDetail({ ...sparse, jobAd: { sections: { videos: { title: 'Videos', urls } } } }).videos;
    expect(
      withVideos([
        ' https://video.example/team ',
        'javascript:alert(1)',
        'not a url',
        'http://video.example/office',
        'https://video.example/team',
      ]),
    ).toEqual(['https://video.example/team', 'http://video.example/office']);
    expect(withVideos(Array.from({ length: 12 }, (_, n) => `https://video.example/${n}`))).toHaveLength(10);
    expect(withVideos([])).toBeUndefined();
    expect(toJobDetail(sparse)).not.toHaveProperty('videos');
  });

  it('reads a closing day without a time as the end of that day, and leaves out a date it cannot read', () => {
    const closing = (valueLabel: string) =>
      toJobSummary({
        ...sparse,
        customField: [{ fieldId: 'deadline', fieldLabel: 'Apply by', valueId: 'd', valueLabel }],
      }).validThrough;
    expect(closing(' 2027-09-14 ')).toBe('2027-09-14T23:59:59.999Z');
    expect(closing('2027-09-14T09:00:00Z')).toBe('2027-09-14T09:00:00.000Z');
    expect(closing('14.09.2027')).toBeUndefined();
    expect(closing('soon')).toBeUndefined();
    expect(closing('14 September 2027')).toBe('2027-09-14T23:59:59.999Z');
    expect(closing('03/04/2027')).toBeUndefined();
  });

  it('keeps a release date written in ISO 8601 and leaves out one written otherwise', () => {
    const posted = (releasedDate: string) => toJobSummary({ ...sparse, releasedDate }).postedAt;
    expect(posted('2026-09-04T16:46:00Z')).toBe('2026-09-04T16:46:00.000Z');
    expect(posted('24.10.2021')).toBeUndefined();
    expect(posted('04.09.2026 16:46')).toBeUndefined();
  });

  it('reads the work mode only from what the platform says', () => {
    const at = (location: object) => toJobSummary({ ...sparse, location }).location.workMode;
    expect(at({ country: 'pt', remote: true })).toBe('remote');
    expect(at({ city: 'Hamburg', remote: false, hybrid: true })).toBe('hybrid');
    expect(at({ city: 'Hamburg', remote: false })).toBe('onsite');
    expect(at({ city: 'Hamburg' })).toBeUndefined();
  });

  it('reads pay from the configured custom field, by id or label, and drops what it cannot read', () => {
    const withPay = (valueLabel: string, fieldId = 'f-8812', fieldLabel = 'Salary') => ({
      ...sparse,
      customField: [{ fieldId, fieldLabel, valueId: 'v', valueLabel }],
    });
    expect(toJobSummary(withPay('60,000–75,000 EUR per year'), 'en', { payField: 'salary' }).pay).toEqual({
      currency: 'EUR',
      min: 60000,
      max: 75000,
      period: 'YEAR',
    });
    expect(
      toJobSummary(withPay('€20/hour', 'pay-range', 'Pay'), 'en', { payField: 'pay-range' }).pay,
    ).toEqual({ currency: 'EUR', min: 20, period: 'HOUR' });
    expect(toJobSummary(withPay('Competitive'), 'en', { payField: 'salary' })).not.toHaveProperty('pay');
    expect(toJobSummary(withPay('60,000 EUR'), 'en', { payField: 'bonus' })).not.toHaveProperty('pay');
    expect(toJobSummary(withPay('60,000 EUR'))).not.toHaveProperty('pay');
  });
});
