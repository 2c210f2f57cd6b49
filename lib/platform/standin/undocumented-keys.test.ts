import { describe, expect, it } from 'vitest';
import { undocumentedApplicationKeys } from './undocumented-keys';

const documented = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@northwind-candidates.example',
  location: { city: 'Hamburg', countryCode: 'DE', lat: 53.55, lng: 9.99 },
  web: { linkedIn: 'https://www.linkedin.com/in/ada' },
  sourceDetails: { sourceTypeId: 'job_board', sourceId: 'nw-board' },
  education: [{ institution: 'Northwind Academy', current: false }],
  answers: [{ id: 'nw-q-visa', records: [{ fields: { 'nw-f-visa': ['nw-yes'] } }] }],
  consentDecisions: { SMART_RECRUIT: true, SMART_CRM: false },
  createJoinLink: false,
  internal: false,
};

describe('the keys of an application body that ApplyApiRequest does not document', () => {
  it('finds none in a body of documented keys only, nested ones included', () => {
    expect(undocumentedApplicationKeys(documented)).toEqual({ paths: [] });
  });

  it('names each undocumented key by its path, at any depth', () => {
    const result = undocumentedApplicationKeys({
      ...documented,
      utm_source: 'newsletter',
      location: { ...documented.location, zip: '20095' },
      sourceDetails: { sourceTypeId: 'job_board', tracking: { utm_source: 'newsletter' } },
      education: [{ institution: 'Northwind Academy', grade: 'A' }],
      answers: [{ ...documented.answers[0], note: 'x' }],
    });
    expect(result.paths.sort()).toEqual(['sourceDetails.tracking', 'utm_source']);
    // Past the strict levels, the rest shows once those keys are gone.
    expect(
      undocumentedApplicationKeys({
        ...documented,
        location: { ...documented.location, zip: '20095' },
        education: [{ institution: 'Northwind Academy', grade: 'A' }],
        answers: [{ ...documented.answers[0], note: 'x' }],
      }).paths,
    ).toEqual(['location.zip', 'education[0].grade', 'answers[0].note']);
  });

  it('reports a body that breaks the documented types, and a consent scope that does not exist', () => {
    expect(undocumentedApplicationKeys({ ...documented, email: 'not an address' }).invalid).toMatch(
      /^email: /,
    );
    expect(
      undocumentedApplicationKeys({ ...documented, consentDecisions: { SMART_EVERYTHING: true } }),
    ).not.toEqual({ paths: [] });
  });
});
