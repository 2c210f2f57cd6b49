import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, MAX_RECORDS, MAX_VALUE_BYTES } from '@/lib/platform/contract/application-rules';
import type { ApplicationForm, FormField } from '../application-form';
import { parseDraftValues } from './draft-schema';

const field = (id: string, kind: FormField['kind'], options: string[] = []): FormField => ({
  id,
  label: id,
  kind,
  required: false,
  options: options.map((option) => ({ id: option, label: option })),
});

const form: ApplicationForm = {
  postingId: 'p-1',
  questions: [
    { id: 'q-text', label: 'Text', repeatable: false, diversity: false, fields: [field('f-text', 'text')] },
    {
      id: 'q-jobs',
      label: 'Jobs',
      repeatable: true,
      diversity: false,
      fields: [field('f-employer', 'text'), field('f-current', 'checkbox')],
    },
    {
      id: 'q-pick',
      label: 'Pick',
      repeatable: false,
      diversity: false,
      fields: [field('f-one', 'radio', ['a', 'b']), field('f-many', 'multiselect', ['x', 'y'])],
    },
  ],
  avatarUpload: false,
  consent: { type: 'BOOLEAN', box: { id: 'CONSENT', label: 'ok', required: true } },
  privacyPolicies: [],
  unsupportedQuestions: [],
};

const valid = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  country: 'GB',
  city: 'London',
  linkedIn: '',
  website: '',
  message: '',
  answers: {
    'q-text': [{ 'f-text': 'Hello' }],
    'q-jobs': [{ 'f-employer': 'Babbage & Co', 'f-current': true }, { 'f-employer': '' }],
    'q-pick': [{ 'f-one': 'b', 'f-many': ['x', 'y'] }],
  },
});

describe('parseDraftValues', () => {
  it('keeps a draft that only names the form’s own fields', () => {
    expect(parseDraftValues(form, valid())).toEqual(valid());
  });

  it('keeps an entry added but not answered yet, whose fields hold null, as unanswered', () => {
    const added = {
      ...valid(),
      answers: { ...valid().answers, 'q-jobs': [{ 'f-employer': null, 'f-current': null }] },
    };
    const picked = {
      ...valid(),
      answers: { ...valid().answers, 'q-pick': [{ 'f-one': null, 'f-many': null }] },
    };
    expect(parseDraftValues(form, added)?.answers['q-jobs']).toEqual([
      { 'f-employer': '', 'f-current': false },
    ]);
    expect(parseDraftValues(form, picked)?.answers['q-pick']).toEqual([{ 'f-one': '', 'f-many': [] }]);
  });

  it('refuses unknown names: a standard field, a question, a field, consent or files', () => {
    expect(parseDraftValues(form, { ...valid(), password: 'x' })).toBeNull();
    expect(parseDraftValues(form, { ...valid(), consent: { CONSENT: true } })).toBeNull();
    expect(parseDraftValues(form, { ...valid(), resume: 'JVBERi0=' })).toBeNull();
    expect(parseDraftValues(form, { ...valid(), answers: { 'q-other': [{ 'f-text': 'x' }] } })).toBeNull();
    expect(parseDraftValues(form, { ...valid(), answers: { 'q-text': [{ 'f-other': 'x' }] } })).toBeNull();
  });

  it('refuses values a field cannot hold', () => {
    const pick = (record: Record<string, unknown>) => ({ ...valid(), answers: { 'q-pick': [record] } });
    expect(parseDraftValues(form, pick({ 'f-one': 'c' }))).toBeNull();
    expect(parseDraftValues(form, pick({ 'f-many': ['x', 'z'] }))).toBeNull();
    expect(parseDraftValues(form, pick({ 'f-one': ['a'] }))).toBeNull();
    expect(parseDraftValues(form, { ...valid(), firstName: 42 })).toBeNull();
    expect(
      parseDraftValues(form, { ...valid(), answers: { 'q-jobs': [{ 'f-current': 'yes' }] } }),
    ).toBeNull();
  });

  it('keeps a cover message as long as the form takes, in any script, and no longer', () => {
    const letter = 'é'.repeat(MAX_MESSAGE_CHARS);
    expect(parseDraftValues(form, { ...valid(), message: letter })?.message).toBe(letter);
    expect(parseDraftValues(form, { ...valid(), message: `${letter}é` })).toBeNull();
  });

  it('holds the application’s limits: bytes per value, records, entries of a plain question', () => {
    const long = 'é'.repeat(MAX_VALUE_BYTES / 2 + 1);
    expect(parseDraftValues(form, { ...valid(), city: long })).toBeNull();
    expect(parseDraftValues(form, { ...valid(), city: 'é'.repeat(MAX_VALUE_BYTES / 2) })).not.toBeNull();
    const records = Array.from({ length: MAX_RECORDS + 1 }, () => ({ 'f-employer': 'x' }));
    expect(parseDraftValues(form, { ...valid(), answers: { 'q-jobs': records } })).toBeNull();
    expect(
      parseDraftValues(form, { ...valid(), answers: { 'q-text': [{ 'f-text': 'a' }, { 'f-text': 'b' }] } }),
    ).toBeNull();
  });

  it('refuses a draft too large as a whole, and anything that is not an object', () => {
    const big = Array.from({ length: 40 }, () => ({ 'f-employer': 'x'.repeat(3_000) }));
    expect(parseDraftValues(form, { ...valid(), answers: { 'q-jobs': big } })).toBeNull();
    for (const junk of [null, 'text', [], 42]) expect(parseDraftValues(form, junk)).toBeNull();
  });
});
