import { describe, expect, it } from 'vitest';
import type { Answer, Configuration } from '../../contract';
import { validateAnswers } from './validate-answers';

const configuration: Configuration = {
  questions: [
    {
      id: 'q-name',
      label: 'Preferred name',
      repeatable: false,
      fields: [{ id: 'f-name', label: 'Name', type: 'INPUT_TEXT', required: true, values: [] }],
    },
    {
      id: 'q-visa',
      label: 'Do you need a **visa**?',
      repeatable: false,
      fields: [
        { id: 'f-info', label: 'Read this', type: 'INFORMATION', required: false, values: [] },
        {
          id: 'f-visa',
          label: 'Visa',
          type: 'RADIO',
          required: true,
          values: [
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ],
        },
      ],
    },
    {
      id: 'q-jobs',
      label: 'Experience',
      repeatable: true,
      fields: [
        { id: 'f-company', label: 'Company', type: 'INPUT_TEXT', required: true, values: [] },
        {
          id: 'f-skills',
          label: 'Skills',
          type: 'MULTI_SELECT',
          required: false,
          values: [
            { id: 'ts', label: 'TS' },
            { id: 'go', label: 'Go' },
          ],
        },
      ],
    },
    {
      id: 'q-terms',
      label: 'Terms',
      repeatable: false,
      fields: [{ id: 'f-terms', label: 'I agree', type: 'CHECKBOX', required: true, values: [] }],
    },
    {
      id: 'q-permit',
      label: 'Which permit?',
      repeatable: false,
      fields: [{ id: 'f-permit', label: 'Permit', type: 'TEXTAREA', required: true, values: [] }],
    },
  ],
  settings: {
    avatarUploadAvailable: false,
    conditionals: [
      {
        parentQuestionId: 'q-visa',
        fieldId: 'f-visa',
        valueIds: ['yes'],
        conditionalQuestions: ['q-permit'],
      },
    ],
  },
  privacyPolicies: [],
};

const one = (id: string, fields: Record<string, string[]>): Answer => ({ id, records: [{ fields }] });
const valid = (): Answer[] => [
  one('q-name', { 'f-name': ['Ada'] }),
  one('q-visa', { 'f-visa': ['no'] }),
  {
    id: 'q-jobs',
    records: [
      { fields: { 'f-company': ['Acme'], 'f-skills': ['ts', 'go'] } },
      { fields: { 'f-company': ['Initech'] } },
    ],
  },
  one('q-terms', { 'f-terms': ['1'] }),
];
const codes = (answers: Answer[]) =>
  validateAnswers(configuration, answers).map((error) => `${error.code} ${error.field}`);

describe('validateAnswers', () => {
  it('accepts a complete, valid answer set', () => {
    expect(codes(valid())).toEqual([]);
  });

  it('names each missing required question', () => {
    expect(codes([])).toEqual([
      'REQUIRED answers.q-name.0.f-name',
      'REQUIRED answers.q-visa.0.f-visa',
      'REQUIRED answers.q-jobs.0.f-company',
      'REQUIRED answers.q-terms.0.f-terms',
    ]);
  });

  it('refuses unknown questions, fields, options and duplicate answers', () => {
    const answers = valid();
    answers.push(one('q-nope', { x: ['1'] }), one('q-name', { 'f-name': ['again'] }));
    answers[1] = one('q-visa', { 'f-visa': ['maybe'], 'f-extra': ['1'] });
    expect(codes(answers)).toEqual([
      'DUPLICATE_ANSWER answers.q-name',
      'UNKNOWN_FIELD answers.q-visa.0.f-extra',
      'INVALID_OPTION answers.q-visa.0.f-visa',
      'UNKNOWN_QUESTION answers.q-nope',
    ]);
  });

  it('asks a conditional question only while its parent holds a trigger value', () => {
    const hiddenAnswered = [...valid(), one('q-permit', { 'f-permit': ['B1'] })];
    expect(codes(hiddenAnswered)).toEqual(['QUESTION_NOT_ASKED answers.q-permit']);
    const triggered = valid();
    triggered[1] = one('q-visa', { 'f-visa': ['yes'] });
    expect(codes(triggered)).toEqual(['REQUIRED answers.q-permit.0.f-permit']);
    expect(codes([...triggered, one('q-permit', { 'f-permit': ['Blue card'] })])).toEqual([]);
  });

  it('takes several records only for repeatable questions', () => {
    const answers = valid();
    answers[0] = {
      id: 'q-name',
      records: [{ fields: { 'f-name': ['A'] } }, { fields: { 'f-name': ['B'] } }],
    };
    expect(codes(answers)).toEqual(['NOT_REPEATABLE answers.q-name']);
  });

  it('checks each type: text is one value of at most 4000 bytes, checkbox is ["1"], information takes nothing', () => {
    const answers = valid();
    answers[0] = one('q-name', { 'f-name': ['é'.repeat(2001)] });
    answers[1] = one('q-visa', { 'f-visa': ['no'], 'f-info': ['x'] });
    answers[3] = one('q-terms', { 'f-terms': ['yes'] });
    expect(codes(answers)).toEqual([
      'TOO_LONG answers.q-name.0.f-name',
      'NOT_ANSWERABLE answers.q-visa.0.f-info',
      'INVALID_VALUE answers.q-terms.0.f-terms',
    ]);
    answers[0] = one('q-name', { 'f-name': ['é'.repeat(2000)] });
    answers[1] = one('q-visa', { 'f-visa': ['no'] });
    answers[3] = one('q-terms', { 'f-terms': ['1'] });
    expect(codes(answers)).toEqual([]);
  });

  it('treats blank text as missing and refuses repeated options', () => {
    const answers = valid();
    answers[0] = one('q-name', { 'f-name': ['   '] });
    answers[2] = one('q-jobs', { 'f-company': ['Acme'], 'f-skills': ['ts', 'ts'] });
    expect(codes(answers)).toEqual([
      'REQUIRED answers.q-name.0.f-name',
      'INVALID_VALUE answers.q-jobs.0.f-skills',
    ]);
  });
});
