import { describe, expect, it } from 'vitest';
import type { ConfigurationEnvelope } from '../platform/contract';
import { configurationToForm } from './configuration-to-form';

const text = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  label: `Label ${id}`,
  type: 'INPUT_TEXT',
  required: true,
  ...extra,
});
const question = (
  id: string,
  fields: unknown[] = [text(`f-${id}`)],
  extra: Record<string, unknown> = {},
) => ({
  id,
  label: `Question ${id}`,
  repeatable: false,
  fields,
  ...extra,
});
const diversityQuestion = (id: string) =>
  question(id, [
    {
      id: `f-${id}`,
      label: 'Gender',
      type: 'RADIO',
      required: false,
      complianceType: 'DIVERSITY',
      values: [{ id: 'opt-a', label: 'A' }],
    },
  ]);

function envelope(overrides: {
  questions?: unknown[];
  conditionals?: unknown[];
  consent?: unknown;
  privacyPolicies?: unknown[];
}): ConfigurationEnvelope {
  return {
    questions: overrides.questions ?? [],
    settings: {
      avatarUploadAvailable: true,
      conditionals: overrides.conditionals ?? [],
      consent: 'consent' in overrides ? overrides.consent : { type: 'SINGLE', label: 'I agree' },
    },
    privacyPolicies: overrides.privacyPolicies ?? [{ url: 'https://acme.example/privacy', orgName: 'Acme' }],
  };
}

const conditional = (parentQuestionId: string, conditionalQuestions: unknown[], valueIds = ['opt-yes']) => ({
  parentQuestionId,
  fieldId: `f-${parentQuestionId}`,
  valueIds,
  conditionalQuestions,
});

describe('configurationToForm', () => {
  it('puts each conditional question right after its parent (nested ones too) and diversity last', () => {
    const { form, problems } = configurationToForm(
      'posting-1',
      envelope({
        questions: [diversityQuestion('q-div'), question('q-a'), question('q-b')],
        // Declared child-first: the order of the conditionals list does not matter.
        conditionals: [conditional('q-a-1', [question('q-a-1-1')]), conditional('q-a', [question('q-a-1')])],
      }),
    );
    expect(problems).toEqual([]);
    expect(form.questions.map((q) => q.id)).toEqual(['q-a', 'q-a-1', 'q-a-1-1', 'q-b', 'q-div']);
    expect(form.questions.map((q) => q.diversity)).toEqual([false, false, false, false, true]);
    expect(form.questions[1]?.showWhen).toEqual({
      questionId: 'q-a',
      fieldId: 'f-q-a',
      valueIds: ['opt-yes'],
    });
    expect(form.questions[2]?.showWhen?.questionId).toBe('q-a-1');
    expect(form.questions[0]).not.toHaveProperty('showWhen');
  });

  it('maps every field type to its kind, options included; information is never required', () => {
    const types = [
      'INPUT_TEXT',
      'TEXTAREA',
      'SINGLE_SELECT',
      'MULTI_SELECT',
      'RADIO',
      'CHECKBOX',
      'INFORMATION',
    ];
    const fields = types.map((type, i) => ({
      id: `f-${i}`,
      label: type,
      type,
      required: true,
      values: [{ id: 'opt-1', label: 'One' }],
    }));
    const { form, problems } = configurationToForm('p', envelope({ questions: [question('q-all', fields)] }));
    expect(problems).toEqual([]);
    expect(form.questions[0]?.fields.map((f) => [f.kind, f.required])).toEqual([
      ['text', true],
      ['textarea', true],
      ['select', true],
      ['multiselect', true],
      ['radio', true],
      ['checkbox', true],
      ['information', false],
    ]);
    expect(form.questions[0]?.fields[2]?.options).toEqual([{ id: 'opt-1', label: 'One' }]);
  });

  it('leaves out a field of an unknown type and reports it, keeping the rest of its question', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [
          question('q-mixed', [text('f-ok'), text('f-date', { type: 'DATE_PICKER' })]),
          question('q-only-unknown', [text('f-sig', { type: 'SIGNATURE' })]),
        ],
      }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-mixed']);
    expect(form.questions[0]?.fields.map((f) => f.id)).toEqual(['f-ok']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/question q-mixed, field 1/);
    expect(problems).toContain('question q-only-unknown: no usable fields');
  });

  it('drops a choice field without options', () => {
    const choice = (id: string, type: string, values?: unknown[]) => ({
      id,
      label: id,
      type,
      required: false,
      ...(values ? { values } : {}),
    });
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [
          question('q-choices', [
            choice('f-none', 'SINGLE_SELECT', []),
            choice('f-missing', 'RADIO'),
            choice('f-multi', 'MULTI_SELECT', []),
            choice('f-ok', 'RADIO', [{ id: 'o', label: 'O' }]),
          ]),
        ],
      }),
    );
    expect(form.questions[0]?.fields.map((f) => f.id)).toEqual(['f-ok']);
    expect(problems).toEqual([
      'question q-choices, field f-none: a choice without options',
      'question q-choices, field f-missing: a choice without options',
      'question q-choices, field f-multi: a choice without options',
    ]);
  });

  it('survives malformed questions without throwing', () => {
    const malformed = [null, 'q', 42, { label: 'no id', repeatable: false, fields: [] }, { id: 'q-x' }];
    const { form, problems } = configurationToForm(
      'p',
      envelope({ questions: [...malformed, question('q-good'), question('q-no-fields', 'nope' as never)] }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-good']);
    expect(problems.filter((p) => /^question \d: not a question/.test(p))).toHaveLength(5);
    expect(problems).toContain('question q-no-fields: no usable fields');
  });

  it('survives malformed conditionals, and reports one whose parent is missing', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [question('q-a')],
        conditionals: [
          null,
          { parentQuestionId: 'q-a', fieldId: 'f-q-a', conditionalQuestions: [question('q-c')] },
          { ...conditional('q-a', []), conditionalQuestions: 'nope' },
          conditional('q-gone', [question('q-orphan')]),
          conditional('q-a', [null, question('q-child')]),
        ],
      }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-a', 'q-child']);
    expect(problems).toEqual([
      'conditional 0: malformed',
      'conditional 1: malformed',
      'conditional 2: malformed',
      expect.stringMatching(/^conditional 4 question 0: not a question/),
      'conditional questions q-orphan: parent q-gone is missing',
    ]);
  });

  it('keeps a question listed twice only once', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({ questions: [question('q-a'), question('q-a')] }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-a']);
    expect(problems).toEqual(['question q-a: asked twice, kept once']);
  });

  it('reads both consent models and falls back to a single consent when it is malformed', () => {
    const separate = {
      type: 'SEPARATE',
      purposes: [{ id: 'SMART_RECRUIT', label: 'Recruit', required: true }],
    };
    expect(configurationToForm('p', envelope({ consent: separate })).form.consent).toEqual(separate);
    for (const consent of [
      undefined,
      null,
      { type: 'BOTH' },
      { type: 'SEPARATE', purposes: [{ id: 'X' }] },
    ]) {
      const { form, problems } = configurationToForm('p', envelope({ consent }));
      expect(form.consent.type).toBe('SINGLE');
      expect(problems).toEqual(['consent settings: malformed, asking for a single consent']);
    }
  });

  it('leaves out malformed privacy policies', () => {
    const good = { url: 'https://acme.example/privacy', orgName: 'Acme' };
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        privacyPolicies: [
          good,
          null,
          { url: 'javascript:alert(1)', orgName: 'X' },
          { url: 'https://x.example' },
        ],
      }),
    );
    expect(form.privacyPolicies).toEqual([good]);
    expect(problems).toEqual(Array(3).fill('privacy policy: malformed, left out'));
  });

  it('carries the posting id and the avatar setting', () => {
    const { form } = configurationToForm('posting-9', envelope({}));
    expect(form.postingId).toBe('posting-9');
    expect(form.avatarUpload).toBe(true);
    expect(form.questions).toEqual([]);
  });
});
