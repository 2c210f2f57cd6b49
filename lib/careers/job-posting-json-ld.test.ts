import { describe, expect, it } from 'vitest';
import type { JobDetail } from './job';
import { jobPostingJsonLd, serializeJsonLd } from './job-posting-json-ld';
import { checkGoogleJobPosting } from './test-support/google-job-posting-check';

const site = {
  name: 'Acme Robotics',
  url: 'https://jobs.acme.example',
  logoUrl: 'https://jobs.acme.example/logo.svg',
};
const job: JobDetail = {
  id: 'a0201858-a781-49df-af8f-bd8ac2caed49',
  title: 'Security Engineer',
  refNumber: 'ACME-ENG-106',
  location: {
    city: 'Warsaw',
    region: 'Masovia',
    country: 'Poland',
    countryCode: 'PL',
    postalCode: '00-001',
    remote: false,
    hybrid: false,
    text: 'Warsaw, Poland',
  },
  department: { id: 'engineering', label: 'Engineering' },
  employmentType: { label: 'Full-time', schemaOrg: 'FULL_TIME' },
  postedAt: '2025-12-20T10:12:00.000Z',
  validThrough: '2027-09-14T09:00:00.000Z',
  open: true,
  language: 'en',
  companyName: 'Acme Robotics',
  sections: [{ key: 'jobDescription', title: 'Job <Description>', html: '<p>Build things</p>' }],
};
const now = new Date('2026-11-22T00:00:00.000Z');

describe('jobPostingJsonLd', () => {
  it('has the fields Google requires and recommends', () => {
    expect(jobPostingJsonLd(job, site, { now })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Security Engineer',
      description: '<h3>Job &lt;Description&gt;</h3><p>Build things</p>',
      datePosted: '2025-12-20T10:12:00.000Z',
      validThrough: '2027-09-14T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Robotics',
        sameAs: 'https://jobs.acme.example',
        logo: 'https://jobs.acme.example/logo.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Warsaw',
          addressRegion: 'Masovia',
          postalCode: '00-001',
          addressCountry: 'PL',
        },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Acme Robotics', value: 'ACME-ENG-106' },
      url: 'https://jobs.acme.example/jobs/a0201858-a781-49df-af8f-bd8ac2caed49',
    });
  });

  it('names the page it is on, in that page’s language, as the page’s canonical link does', () => {
    expect(jobPostingJsonLd(job, site, { now, pagePath: `/de/jobs/${job.id}` }).url).toBe(
      `https://jobs.acme.example/de/jobs/${job.id}`,
    );
  });

  it('says applying is not direct when the page sends candidates on to the platform’s form', () => {
    expect(jobPostingJsonLd(job, site, { now, directApply: false }).directApply).toBe(false);
  });

  it('places the job by the platform’s coordinates when it sends them', () => {
    const placed = {
      ...job,
      location: { ...job.location, coordinates: { latitude: 52.2297, longitude: 21.0122 } },
    };
    expect(jobPostingJsonLd(placed, site, { now }).jobLocation).toEqual({
      '@type': 'Place',
      address: expect.objectContaining({ addressLocality: 'Warsaw' }),
      geo: { '@type': 'GeoCoordinates', latitude: 52.2297, longitude: 21.0122 },
    });
  });

  it('describes a remote job by where candidates may live, and leaves out a past end date', () => {
    const remote = {
      ...job,
      location: { ...job.location, remote: true },
      validThrough: '2026-01-01T00:00:00.000Z',
    };
    const data = jobPostingJsonLd(remote, site, { now });
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Poland' },
    });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('validThrough');
    expect(checkGoogleJobPosting(data)).toEqual([]);
  });

  it('names the country as the platform wrote it when it sent no ISO code, so Google still takes the job', () => {
    const { countryCode: _code, ...named } = job.location;
    const data = jobPostingJsonLd({ ...job, location: { ...named, country: 'Polska' } }, site, { now });
    expect(data.jobLocation?.address).toMatchObject({ addressLocality: 'Warsaw', addressCountry: 'Polska' });
    expect(checkGoogleJobPosting(data)).toEqual([]);
  });
});

it('serializeJsonLd cannot close its script element', () => {
  const text = serializeJsonLd({ title: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
});
