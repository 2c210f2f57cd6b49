import { describe, expect, it } from 'vitest';
import type { ApplicationPayload } from '@/lib/db/schema';
import { sameAnswers } from './same-answers';

const first: ApplicationPayload = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  consentDecisions: { SINGLE: true },
  answers: [{ id: 'q-visa', records: [{ fields: { 'f-visa': ['yes'] } }] }],
} as ApplicationPayload;

describe('a form sent again', () => {
  it('holds the same answers whatever the order of keys, an undefined field or the address’s case', () => {
    // As read back from jsonb: keys reordered, undefined ones gone.
    const stored = JSON.parse(
      JSON.stringify({
        answers: first.answers,
        consentDecisions: first.consentDecisions,
        email: first.email,
        lastName: first.lastName,
        firstName: first.firstName,
      }),
    ) as ApplicationPayload;
    expect(sameAnswers(stored, { ...first, phoneNumber: undefined, email: 'Grace@Example.COM' })).toBe(true);
  });

  it('differs when a field, an answer or a consent changed', () => {
    expect(sameAnswers(first, { ...first, lastName: 'Hopper-Murray' })).toBe(false);
    expect(sameAnswers(first, { ...first, phoneNumber: '+44 20 7946 0001' })).toBe(false);
    expect(
      sameAnswers(first, {
        ...first,
        answers: [{ id: 'q-visa', records: [{ fields: { 'f-visa': ['no'] } }] }],
      } as ApplicationPayload),
    ).toBe(false);
    expect(sameAnswers(first, { ...first, consentDecisions: { SINGLE: false } })).toBe(false);
  });
});
