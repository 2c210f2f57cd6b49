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
  consentDetails?: unknown;
  privacyPolicies?: unknown[];
}): ConfigurationEnvelope {
  return {
    questions: overrides.questions ?? [],
    settings: { avatarUploadAvailable: true, conditionals: overrides.conditionals ?? [] },
    privacyPolicies: overrides.privacyPolicies ?? [{ url: 'https://acme.example/privacy', orgName: 'Acme' }],
    consentDetails:
      'consentDetails' in overrides
        ? overrides.consentDetails
        : { scopes: [{ scope: 'SINGLE', required: true, label: 'I agree' }] },
  };
}

const conditional = (parentQuestionId: string, conditionalQuestions: unknown[], valueIds = ['opt-yes']) => ({
  parentQuestionId,
  fieldId: `f-${parentQuestionId}`,
  valueIds,
  conditionalQuestions,
});

describe('configurationToForm', () => {
  it('asks a follow-up listed in questions[] only under its condition, right after its parent (documented ids)', () => {
    const { form, problems } = configurationToForm(
      'posting-1',
      envelope({
        questions: [question('q-permit'), question('q-visa'), question('q-notes'), question('q-after')],
        conditionals: [conditional('q-visa', ['q-permit']), conditional('q-permit', ['q-notes'], ['opt-eu'])],
      }),
    );
    expect(problems).toEqual([]);
    expect(form.questions.map((q) => q.id)).toEqual(['q-visa', 'q-permit', 'q-notes', 'q-after']);
    expect(form.questions.map((q) => q.showWhen?.questionId)).toEqual([
      undefined,
      'q-visa',
      'q-permit',
      undefined,
    ]);
    expect(form.questions[1]?.showWhen).toEqual({
      questionId: 'q-visa',
      fieldId: 'f-q-visa',
      valueIds: ['opt-yes'],
    });
  });

  it('reports a conditional pointing at a question that is not listed, and keeps the first condition', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [question('q-a'), question('q-b'), question('q-c')],
        conditionals: [conditional('q-a', ['q-c', 'q-missing']), conditional('q-b', ['q-c'])],
      }),
    );
    expect(form.questions.find((q) => q.id === 'q-c')?.showWhen?.questionId).toBe('q-a');
    expect(problems).toEqual([
      'conditional 0: question q-missing is not in questions[]',
      'conditional 1: question q-c already has a condition, kept the first',
    ]);
  });

  it('also reads follow-ups sent as whole questions (older platforms): after the parent, diversity last', () => {
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

  it('skips a question with a field of an unknown type, and names it when it was required', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [
          question('q-ok'),
          question('q-optional-date', [
            text('f-ok'),
            text('f-date', { type: 'DATE_PICKER', required: false }),
          ]),
          question('q-signature', [text('f-sig', { type: 'SIGNATURE' })], { label: 'Sign here' }),
          question('q-all-optional', [
            text('f-note', { required: false }),
            text('f-when', { type: 'DATE_PICKER', required: false }),
          ]),
        ],
      }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-ok']);
    expect(problems).toEqual([
      'question q-optional-date: field f-date has type DATE_PICKER, which this site cannot ask; question left out',
      'question q-signature: field f-sig has type SIGNATURE, which this site cannot ask; question left out',
      'question q-all-optional: field f-when has type DATE_PICKER, which this site cannot ask; question left out',
    ]);
    // Any field of it required, the question must be answered: the platform would refuse without it.
    expect(form.unsupportedQuestions).toEqual(['Question q-optional-date', 'Sign here']);
  });

  it('names a required question it cannot ask whole; reads a question without `repeatable`, and the good options', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({
        questions: [
          question('q-empty-choice', [text('f-pick', { type: 'SINGLE_SELECT', values: [] }), text('f-why')]),
          { id: 'q-once', label: 'Once', fields: [text('f-once')] },
          question('q-odd-option', [
            text('f-radio', {
              type: 'RADIO',
              values: [
                { id: 'a', label: 'A' },
                { id: 'b', label: null },
              ],
            }),
          ]),
        ],
      }),
    );
    expect(form.questions.map((q) => [q.id, q.repeatable])).toEqual([
      ['q-once', false],
      ['q-odd-option', false],
    ]);
    expect(form.questions[1]?.fields[0]?.options).toEqual([{ id: 'a', label: 'A' }]);
    expect(form.unsupportedQuestions).toEqual(['Question q-empty-choice']);
    expect(problems).toContain('question q-odd-option, field f-radio: option 1 left out');
  });

  it('names a required question it cannot read by its id, and a follow-up’s only once its condition holds', () => {
    const unreadable = (id: string) => ({ id, label: null, fields: [text(`f-${id}`)] });
    const { form } = configurationToForm(
      'p',
      envelope({
        questions: [question('q-parent'), unreadable('q-broken'), unreadable('q-follow-up')],
        conditionals: [conditional('q-parent', ['q-follow-up'])],
      }),
    );
    expect(form.unsupportedQuestions).toEqual(['q-broken']);
  });

  it('blocks nothing for an unknown required follow-up until its condition could hold', () => {
    const { form } = configurationToForm(
      'p',
      envelope({
        questions: [question('q-a'), question('q-sig', [text('f-sig', { type: 'SIGNATURE' })])],
        conditionals: [conditional('q-a', ['q-sig'])],
      }),
    );
    expect(form.questions.map((q) => q.id)).toEqual(['q-a']);
    expect(form.unsupportedQuestions).toEqual([]);
  });

  it('reads fields without values and with any complianceType string', () => {
    const { form, problems } = configurationToForm(
      'p',
      envelope({ questions: [question('q-t', [text('f-t', { complianceType: 'DIVERSITY' })])] }),
    );
    expect(problems).toEqual([]);
    expect(form.questions[0]).toMatchObject({ diversity: true, fields: [{ id: 'f-t', options: [] }] });
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
      expect.stringMatching(/^conditional 4 question: not a question/),
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

  it('asks exactly the scopes of consentDetails, required ones required, in their order', () => {
    const consentDetails = {
      scopes: [
        { scope: 'SMART_RECRUIT', required: true, label: 'Recruit' },
        { scope: 'SMART_CRM', required: false, label: 'Talent pool' },
        { scope: 'SMART_MESSAGE_SMS', required: false, label: '' },
        { scope: 'SMART_MESSAGE_WHATSAPP', required: false, label: 'WhatsApp' },
      ],
      companyImprintUrl: 'https://acme.example/imprint',
    };
    const { form, problems } = configurationToForm('p', envelope({ consentDetails }));
    expect(problems).toEqual([]);
    expect(form.consent).toEqual({
      type: 'SCOPES',
      imprintUrl: 'https://acme.example/imprint',
      scopes: [
        { id: 'SMART_RECRUIT', label: 'Recruit', required: true },
        { id: 'SMART_CRM', label: 'Talent pool', required: false },
        { id: 'SMART_MESSAGE_SMS', label: expect.stringMatching(/SMS/), required: false },
        { id: 'SMART_MESSAGE_WHATSAPP', label: 'WhatsApp', required: false },
      ],
    });
  });

  it('falls back to the older boolean consent without scopes, and skips an unknown scope', () => {
    for (const consentDetails of [undefined, null, { scopes: [] }]) {
      const { form, problems } = configurationToForm('p', envelope({ consentDetails }));
      expect(form.consent).toMatchObject({ type: 'BOOLEAN', box: { id: 'CONSENT', required: true } });
      expect(problems).toEqual([]);
    }
    const malformed = configurationToForm('p', envelope({ consentDetails: { scopes: 'all' } }));
    expect(malformed.form.consent.type).toBe('BOOLEAN');
    expect(malformed.problems).toEqual([
      'consentDetails: no scopes list, asking for the older single consent',
    ]);
    const unknown = configurationToForm(
      'p',
      envelope({
        consentDetails: {
          scopes: [
            { scope: 'SMART_FAX', required: false, label: 'Fax' },
            { scope: 'SINGLE', required: true, label: 'OK' },
          ],
        },
      }),
    );
    expect(unknown.form.consent).toEqual({
      type: 'SCOPES',
      scopes: [{ id: 'SINGLE', label: 'OK', required: true }],
    });
    expect(unknown.problems).toEqual(['consent scope 0: unknown scope SMART_FAX, left out']);
    expect(unknown.form.unsupportedQuestions).toEqual([]);
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
