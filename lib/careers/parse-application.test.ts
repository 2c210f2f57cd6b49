import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from './application-form';
import { answerFieldName } from './application-values';
import { parseApplication } from './parse-application';

const question = (id: string, repeatable: boolean) => ({
  id,
  label: id,
  repeatable,
  diversity: false,
  fields: [{ id: 'f-name', label: 'Name', kind: 'text' as const, required: false, options: [] }],
});

const form: ApplicationForm = {
  postingId: 'p-1',
  questions: [question('screening:jobs', true), question('year:2024', true), question('q-once', false)],
  avatarUpload: false,
  consent: { type: 'BOOLEAN', box: { id: 'CONSENT', label: 'I agree', required: true } },
  privacyPolicies: [],
  unsupportedQuestions: [],
};

/** A form that would be sent as it is: every required field answered. */
function complete(intent: string): FormData {
  const data = new FormData();
  data.append('firstName', 'Ada');
  data.append('lastName', 'Lovelace');
  data.append('email', 'ada@example.com');
  data.append('consent.CONSENT', 'on');
  data.append(answerFieldName('screening:jobs', 0, 'f-name'), 'Babbage & Co');
  data.append('intent', intent);
  return data;
}

describe('parseApplication: the no-JavaScript entry buttons', () => {
  it('adds and removes an entry of a question whose id holds a colon', async () => {
    const added = await parseApplication(form, complete('add:screening:jobs'));
    expect(added.status).toBe('editing');
    expect(added.values.answers['screening:jobs']).toHaveLength(2);
    const removed = await parseApplication(form, complete('remove:screening:jobs:0'));
    expect(removed.status).toBe('editing');
    expect(removed.values.answers['screening:jobs']).toHaveLength(1);
    // An id ending in figures is added to, not read as an entry's number.
    const year = await parseApplication(form, complete('add:year:2024'));
    expect(year.values.answers['year:2024']).toHaveLength(2);
  });

  it('never sends for a button it cannot apply, however complete the form', async () => {
    for (const intent of ['add:q-once', 'remove:q-gone:1', 'anything'])
      expect((await parseApplication(form, complete(intent))).status, intent).toBe('editing');
    expect((await parseApplication(form, complete('submit'))).status).toBe('valid');
  });
});
