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

/** The facts' values as they read, in order. */
const valuesShown = (labelled: boolean) => {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={{ jobs }}>
      <JobFacts job={internship} labelled={labelled} />
    </NextIntlClientProvider>,
  );
  return [...html.matchAll(/<dd>([^<]*)<\/dd>/g)].map((match) => match[1]);
};

describe('job facts', () => {
  it('say a value once in a card, where facts are not labelled', () => {
    expect(valuesShown(false)).toEqual(['Warsaw', 'Internship']);
  });

  it('keep each labelled fact, where the label tells them apart', () => {
    expect(valuesShown(true)).toEqual(['Warsaw', 'Internship', 'Internship']);
  });
});
