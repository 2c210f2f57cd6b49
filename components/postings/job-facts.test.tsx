import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@/lib/careers/job';
import jobs from '@/messages/en/jobs.json';
import { JobFacts } from './job-facts';

const internship: JobSummary = {
  id: '5d1c1f0e-8c7e-4b5a-9d55-1f4f6f2a9b10',
  title: 'Finance Operations Intern',
  location: { city: 'Warsaw', remote: false, hybrid: false, text: 'Warsaw' },
  employmentType: { label: 'Internship', schemaOrg: 'INTERN' },
  experienceLevel: 'Internship',
  open: true,
};

const render = (job: JobSummary, labelled: boolean, now?: Date) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={{ jobs }} timeZone="UTC">
      <JobFacts job={job} labelled={labelled} now={now} />
    </NextIntlClientProvider>,
  );

/** The facts' values as they read, in order. */
const valuesShown = (labelled: boolean) =>
  [...render(internship, labelled).matchAll(/<dd>([^<]*)<\/dd>/g)].map((match) => match[1]);

describe('job facts', () => {
  it('say a value once in a card, where facts are not labelled', () => {
    expect(valuesShown(false)).toEqual(['Warsaw', 'Internship']);
  });

  it('keep each labelled fact, where the label tells them apart', () => {
    expect(valuesShown(true)).toEqual(['Warsaw', 'Internship', 'Internship']);
  });

  it('give the closing date while it is ahead, and drop it once it has passed', () => {
    const closing = { ...internship, validThrough: '2027-03-31T22:00:00.000Z' };
    const before = new Date('2027-03-31T21:59:00.000Z');
    expect(render(closing, false, before)).toContain(
      '<dd>Apply by <time dateTime="2027-03-31T22:00:00.000Z">31 March 2027</time></dd>',
    );
    expect(render(closing, true, before)).toMatch(/>Closing date<\/dt><dd><time[^>]*>31 March 2027</);
    const after = new Date('2027-03-31T22:00:00.000Z');
    expect(render(closing, false, after)).not.toContain('Apply by');
    expect(render(closing, true, after)).not.toContain('Closing date');
  });

  it('say remote or hybrid work once, in the place, where facts are not labelled; on-site in its own fact', () => {
    const at = (location: Partial<JobSummary['location']>) =>
      [
        ...render({ ...internship, location: { ...internship.location, ...location } }, false).matchAll(
          /<dd>([^<]*)<\/dd>/g,
        ),
      ].map((match) => match[1]);
    expect(at({ remote: true, country: 'Portugal', workMode: 'remote' })).toEqual([
      'Remote (Portugal)',
      'Internship',
    ]);
    expect(at({ hybrid: true, workMode: 'hybrid' })).toEqual(['Warsaw (hybrid)', 'Internship']);
    expect(at({ workMode: 'onsite' })).toEqual(['Warsaw', 'On-site', 'Internship']);
    const labelled = render(
      { ...internship, location: { ...internship.location, hybrid: true, workMode: 'hybrid' } },
      true,
    );
    expect(labelled).toContain('<dd>Hybrid</dd>');
  });

  it('say how far a job found around a city is, after its place, isolated in a right-to-left page', async () => {
    const nearby = { ...internship, distance: { value: 27, unit: 'km' as const, from: 'Frankfurt (Oder)' } };
    expect([...render(nearby, false).matchAll(/<dd>([^<]*)<\/dd>/g)].map((match) => match[1])).toEqual([
      'Warsaw',
      '27 km from Frankfurt (Oder)',
      'Internship',
    ]);
    const arabic = (await import('@/messages/ar/jobs.json')).default;
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="ar" messages={{ jobs: arabic }} timeZone="UTC">
        <JobFacts job={nearby} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('\u2068Frankfurt (Oder)\u2069');
    expect(render(internship, false)).not.toContain('km');
  });

  it('say the platform’s contract and level words in the page’s language, and an employer’s own word as it came', async () => {
    const german = (await import('@/messages/de/jobs.json')).default;
    const inGerman = (job: JobSummary) =>
      [
        ...renderToStaticMarkup(
          <NextIntlClientProvider locale="de" messages={{ jobs: german }} timeZone="UTC">
            <JobFacts job={job} labelled />
          </NextIntlClientProvider>,
        ).matchAll(/<dd>([^<]*)<\/dd>/g),
      ].map((match) => match[1]);
    const senior = {
      ...internship,
      employmentType: { label: 'Full-time', schemaOrg: 'FULL_TIME' as const },
      experienceLevel: 'Mid-Senior Level',
    };
    expect(inGerman(senior)).toEqual(['Warsaw', 'Vollzeit', 'Berufserfahren bis Senior']);
    expect(inGerman({ ...senior, employmentType: { label: 'Werkstudent', schemaOrg: 'INTERN' } })).toEqual([
      'Warsaw',
      'Werkstudent',
      'Berufserfahren bis Senior',
    ]);
  });
});
