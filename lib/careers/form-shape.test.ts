import { describe, expect, it } from 'vitest';
import type { ApplicationForm, FormQuestion } from './application-form';
import { formShape } from './form-shape';

const visa: FormQuestion = {
  id: 'q-visa',
  label: 'Do you need a visa?',
  repeatable: false,
  diversity: false,
  fields: [
    {
      id: 'f-visa',
      label: 'Visa',
      kind: 'radio',
      required: true,
      options: [
        { id: 'yes', label: 'Yes' },
        { id: 'no', label: 'No' },
      ],
    },
  ],
};
const form: ApplicationForm = {
  postingId: 'p1',
  questions: [visa],
  avatarUpload: false,
  consent: { type: 'SCOPES', scopes: [{ id: 'SINGLE', label: 'I agree', required: true }] },
  privacyPolicies: [],
  unsupportedQuestions: [],
};
const withVisa = (change: Partial<FormQuestion['fields'][number]>): ApplicationForm => ({
  ...form,
  questions: [{ ...visa, fields: [{ ...visa.fields[0]!, ...change }] }],
});

describe('the shape of a form', () => {
  it('is the same in another language or with a question reworded', () => {
    const german: ApplicationForm = {
      ...form,
      questions: [
        {
          ...visa,
          label: 'Brauchen Sie ein Visum?',
          fields: [
            {
              ...visa.fields[0]!,
              label: 'Visum',
              options: [
                { id: 'yes', label: 'Ja' },
                { id: 'no', label: 'Nein' },
              ],
            },
          ],
        },
      ],
    };
    expect(formShape(german)).toBe(formShape(form));
  });

  it('changes with a question added, a choice taken away, a field made required, or a consent added', () => {
    const shapes = [
      formShape(form),
      formShape({ ...form, questions: [visa, { ...visa, id: 'q-permit' }] }),
      formShape(withVisa({ options: [{ id: 'yes', label: 'Yes' }] })),
      formShape(withVisa({ required: false })),
      formShape({
        ...form,
        consent: {
          type: 'SCOPES',
          scopes: [
            { id: 'SINGLE', label: 'I agree', required: true },
            { id: 'SMART_RECRUIT', label: 'Keep me', required: false },
          ],
        },
      }),
    ];
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});
