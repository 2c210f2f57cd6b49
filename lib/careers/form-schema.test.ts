import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, type ApplicationForm, type FormField } from './application-form';
import type { AnswerRecord, ApplicationValues } from './application-values';
import { askedQuestionIds } from './asked-questions';
import { buildApplicationSchema, type ApplicationInput } from './form-schema';
import { isStorableText } from './text-rules';
import { toPlatformApplication } from './to-platform-application';
import { inEnglish } from '@/lib/i18n/test-support/in-english';

const field = (
  id: string,
  kind: FormField['kind'],
  required: boolean,
  optionIds: string[] = [],
): FormField => ({ id, label: id, kind, required, options: optionIds.map((o) => ({ id: o, label: o })) });

/** Every field kind, required and optional, a repeatable question, a conditional chain, a diversity question. */
const form: ApplicationForm = {
  postingId: 'posting-1',
  questions: [
    {
      id: 'q-about',
      label: 'About you',
      repeatable: false,
      diversity: false,
      fields: [
        field('f-text', 'text', true),
        field('f-notes', 'textarea', false),
        field('f-info', 'information', false),
      ],
    },
    {
      id: 'q-choices',
      label: 'Choices',
      repeatable: false,
      diversity: false,
      fields: [
        field('f-select', 'select', true, ['a', 'b']),
        field('f-radio', 'radio', false, ['x', 'y']),
        field('f-multi', 'multiselect', true, ['m1', 'm2', 'm3']),
        field('f-agree', 'checkbox', true),
        field('f-extra', 'checkbox', false),
      ],
    },
    {
      id: 'q-jobs',
      label: 'Work experience',
      repeatable: true,
      diversity: false,
      fields: [field('f-company', 'text', true), field('f-years', 'select', false, ['y1', 'y2'])],
    },
    {
      id: 'q-visa',
      label: 'Visa',
      repeatable: false,
      diversity: false,
      fields: [field('f-visa', 'radio', true, ['yes', 'no'])],
    },
    {
      id: 'q-permit',
      label: 'Permit',
      repeatable: false,
      diversity: false,
      fields: [field('f-permit', 'select', true, ['eu', 'uk'])],
      showWhen: { questionId: 'q-visa', fieldId: 'f-visa', valueIds: ['yes'] },
    },
    {
      id: 'q-permit-detail',
      label: 'Permit detail',
      repeatable: false,
      diversity: false,
      fields: [field('f-detail', 'text', true)],
      showWhen: { questionId: 'q-permit', fieldId: 'f-permit', valueIds: ['uk'] },
    },
    {
      id: 'q-gender',
      label: 'Gender',
      repeatable: false,
      diversity: true,
      fields: [field('f-gender', 'radio', false, ['w', 'm', 'pns'])],
    },
  ],
  avatarUpload: true,
  consent: { type: 'SCOPES', scopes: [{ id: 'SINGLE', label: 'I agree', required: true }] },
  privacyPolicies: [],
  unsupportedQuestions: [],
};

const separateForm: ApplicationForm = {
  ...form,
  questions: [],
  consent: {
    type: 'SCOPES',
    scopes: [
      { id: 'SMART_RECRUIT', label: 'Recruit', required: true },
      { id: 'SMART_CRM', label: 'Talent pool', required: false },
    ],
  },
};

function valid(overrides: Partial<ApplicationInput> = {}, answers: Record<string, AnswerRecord[]> = {}) {
  const values: ApplicationInput = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    country: '',
    city: '',
    linkedIn: '',
    website: '',
    message: '',
    answers: {
      'q-about': [{ 'f-text': 'Hello', 'f-notes': '' }],
      'q-choices': [{ 'f-select': 'a', 'f-radio': '', 'f-multi': ['m1'], 'f-agree': true, 'f-extra': false }],
      'q-jobs': [{ 'f-company': 'Acme', 'f-years': '' }],
      'q-visa': [{ 'f-visa': 'no' }],
      'q-permit': [{ 'f-permit': '' }],
      'q-permit-detail': [{ 'f-detail': '' }],
      'q-gender': [{ 'f-gender': '' }],
      ...answers,
    },
    consent: { SINGLE: true },
    resume: null,
    avatar: null,
    ...overrides,
  };
  return values;
}

const serverSchema = buildApplicationSchema(form, { files: 'server' });
const issuesOf = async (values: ApplicationInput, schema = serverSchema) => {
  const result = await schema.safeParseAsync(values);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path, message: inEnglish(i.message) }));
};
const pathsOf = async (values: ApplicationInput, schema = serverSchema) =>
  (await issuesOf(values, schema)).map((issue) => issue.path);

describe('buildApplicationSchema: the standard fields', () => {
  it('accepts a complete application and keeps only the questions asked', async () => {
    const result = await serverSchema.safeParseAsync(valid());
    expect(result.success).toBe(true);
    expect(Object.keys(result.data?.answers ?? {})).toEqual([
      'q-about',
      'q-choices',
      'q-jobs',
      'q-visa',
      'q-gender',
    ]);
  });

  it('requires first and last name, trimmed, at most 100 characters', async () => {
    expect(await issuesOf(valid({ firstName: '   ', lastName: '' }))).toEqual([
      { path: ['firstName'], message: 'Enter your first name' },
      { path: ['lastName'], message: 'Enter your last name' },
    ]);
    expect(await pathsOf(valid({ firstName: 'a'.repeat(100) }))).toEqual([]);
    expect(await pathsOf(valid({ firstName: 'a'.repeat(101) }))).toEqual([['firstName']]);
    expect((await serverSchema.parseAsync(valid({ firstName: '  Ada  ' }))).firstName).toBe('Ada');
  });

  it("checks the email with the platform's rule", async () => {
    expect(await issuesOf(valid({ email: 'ada@example' }))).toEqual([
      { path: ['email'], message: 'Enter an email address like name@example.com' },
    ]);
    expect(await pathsOf(valid({ email: 'ada lovelace@example.com' }))).toEqual([['email']]);
    expect((await serverSchema.parseAsync(valid({ email: ' ada@example.com ' }))).email).toBe(
      'ada@example.com',
    );
  });

  it('takes international phone numbers, and national ones in the chosen country', async () => {
    const message = 'Enter a valid phone number, e.g. +44 20 7946 0958';
    expect(await pathsOf(valid({ phoneNumber: '+44 20 7946 0958' }))).toEqual([]);
    expect(await pathsOf(valid({ phoneNumber: '020 7946 0958', country: 'GB' }))).toEqual([]);
    expect(await issuesOf(valid({ phoneNumber: '020 7946 0958' }))).toEqual([
      { path: ['phoneNumber'], message },
    ]);
    expect(await issuesOf(valid({ phoneNumber: 'call me' }))).toEqual([{ path: ['phoneNumber'], message }]);
    expect(await issuesOf(valid({ phoneNumber: '+44 12' }))).toEqual([{ path: ['phoneNumber'], message }]);
  });

  it('takes a country as an ISO code, or none', async () => {
    expect((await serverSchema.parseAsync(valid({ country: 'gb' }))).country).toBe('GB');
    expect(await pathsOf(valid({ country: '' }))).toEqual([]);
    for (const country of ['XX', 'GBR', 'G', 'ZZ'])
      expect(await issuesOf(valid({ country }))).toEqual([
        { path: ['country'], message: 'Choose a country from the list' },
      ]);
  });

  it('limits the city to 100 characters and the message to 10,000', async () => {
    expect(await pathsOf(valid({ city: 'c'.repeat(100), message: 'm'.repeat(10_000) }))).toEqual([]);
    expect(await pathsOf(valid({ city: 'c'.repeat(101), message: 'm'.repeat(10_001) }))).toEqual([
      ['city'],
      ['message'],
    ]);
  });

  it('refuses text the platform cannot store: NUL and unpaired surrogates', async () => {
    const message = 'Remove the invisible or broken characters from this text';
    expect(await issuesOf(valid({ city: 'Lon\u0000don', firstName: 'Ada\uD83D' }))).toEqual([
      { path: ['firstName'], message },
      { path: ['city'], message },
    ]);
    expect(await issuesOf(valid({}, { 'q-about': [{ 'f-text': 'ok \uDE00' }] }))).toEqual([
      { path: ['answers', 'q-about', 0, 'f-text'], message },
    ]);
    expect(await pathsOf(valid({ message: 'Thanks 😀\tand\u0001 bye' }))).toEqual([]);
    expect([isStorableText('😀'), isStorableText('\uD83D'), isStorableText('\uDE00😀')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('takes a LinkedIn address on linkedin.com and a website over http(s)', async () => {
    expect(
      await pathsOf(valid({ linkedIn: 'https://www.linkedin.com/in/ada', website: 'http://ada.dev/cv' })),
    ).toEqual([]);
    for (const linkedIn of [
      'https://example.com/in/ada',
      'https://notlinkedin.com/in/ada',
      'linkedin.com/in/ada',
      'javascript:alert(1)',
    ])
      expect(await pathsOf(valid({ linkedIn }))).toEqual([['linkedIn']]);
    for (const website of ['ftp://ada.dev', 'ada', 'https://localhost', `https://ada.dev/${'x'.repeat(500)}`])
      expect(await pathsOf(valid({ website }))).toEqual([['website']]);
  });
});

describe('buildApplicationSchema: answers', () => {
  const at = (question: string, record: number, fieldId: string) => ['answers', question, record, fieldId];

  it('requires required text (blank counts as missing); optional text may be empty', async () => {
    expect(await issuesOf(valid({}, { 'q-about': [{ 'f-text': '  \n ', 'f-notes': '' }] }))).toEqual([
      { path: at('q-about', 0, 'f-text'), message: 'This field is required' },
    ]);
  });

  it('takes at most 4000 UTF-8 bytes, counting multibyte characters by their bytes', async () => {
    const answer = (text: string) => valid({}, { 'q-about': [{ 'f-text': text }] });
    expect(await pathsOf(answer('é'.repeat(2000)))).toEqual([]); // 2 bytes each
    expect(await pathsOf(answer('😀'.repeat(1000)))).toEqual([]); // 4 bytes each
    expect(await issuesOf(answer('é'.repeat(2000) + 'a'))).toEqual([
      { path: at('q-about', 0, 'f-text'), message: 'At most 4,000 bytes — remove about 1 character' },
    ]);
    expect((await issuesOf(answer('a' + '😀'.repeat(1000))))[0]?.message).toMatch(/remove about 1 character/);
    expect((await issuesOf(answer('€'.repeat(1400))))[0]?.message).toMatch(/remove about 67 character/);
    // Surrounding blanks are not sent, so they do not count.
    expect(await pathsOf(answer(`  ${'é'.repeat(2000)}  `))).toEqual([]);
  });

  it('takes an option id of the field for select and radio', async () => {
    const choices = (patch: AnswerRecord) =>
      valid({}, { 'q-choices': [{ 'f-select': 'a', 'f-multi': ['m1'], 'f-agree': true, ...patch }] });
    expect(await issuesOf(choices({ 'f-select': 'zz', 'f-radio': 'a' }))).toEqual([
      { path: at('q-choices', 0, 'f-select'), message: 'Choose one of the options given' },
      { path: at('q-choices', 0, 'f-radio'), message: 'Choose one of the options given' },
    ]);
    expect(await issuesOf(choices({ 'f-select': '' }))).toEqual([
      { path: at('q-choices', 0, 'f-select'), message: 'Choose an option' },
    ]);
    expect(await pathsOf(choices({ 'f-radio': 'y' }))).toEqual([]);
  });

  it('takes distinct option ids for a multiselect, at least one when required', async () => {
    const multi = async (value: AnswerRecord[string]) =>
      await issuesOf(valid({}, { 'q-choices': [{ 'f-select': 'a', 'f-multi': value, 'f-agree': true }] }));
    expect(await multi(['m1', 'm3'])).toEqual([]);
    const path = at('q-choices', 0, 'f-multi');
    expect(await multi([])).toEqual([{ path, message: 'Choose at least one option' }]);
    expect(await multi(['m1', 'm1'])).toEqual([{ path, message: 'Choose each option only once' }]);
    expect(await multi(['m1', 'zz'])).toEqual([{ path, message: 'Choose from the options given' }]);
  });

  it('takes a checkbox as a boolean (or a checkbox value); a required one must be ticked', async () => {
    const boxes = (agree: AnswerRecord[string], extra: AnswerRecord[string]) =>
      valid(
        {},
        { 'q-choices': [{ 'f-select': 'a', 'f-multi': ['m1'], 'f-agree': agree, 'f-extra': extra }] },
      );
    expect(await issuesOf(boxes(false, false))).toEqual([
      { path: at('q-choices', 0, 'f-agree'), message: 'Tick this box to continue' },
    ]);
    expect(await pathsOf(boxes('1', 'on'))).toEqual([]);
    expect((await serverSchema.parseAsync(boxes('1', false))).answers['q-choices']).toEqual([
      { 'f-select': 'a', 'f-multi': ['m1'], 'f-agree': true, 'f-extra': false },
    ]);
    expect(await pathsOf(boxes(true, 'maybe'))).toEqual([at('q-choices', 0, 'f-extra')]);
  });

  it('ignores information fields, whatever they hold', async () => {
    const result = await serverSchema.parseAsync(
      valid({}, { 'q-about': [{ 'f-text': 'Hi', 'f-info': ['junk'] }] }),
    );
    expect(result.answers['q-about']).toEqual([{ 'f-text': 'Hi', 'f-notes': '' }]);
  });

  it('takes one record for an ordinary question and 1–100 for a repeatable one', async () => {
    expect(await issuesOf(valid({}, { 'q-about': [{ 'f-text': 'a' }, { 'f-text': 'b' }] }))).toEqual([
      { path: ['answers', 'q-about'], message: 'This question takes one answer' },
    ]);
    const jobs = (count: number) =>
      valid({}, { 'q-jobs': Array.from({ length: count }, (_, i) => ({ 'f-company': `Company ${i}` })) });
    expect(await pathsOf(jobs(100))).toEqual([]);
    expect(await issuesOf(jobs(101))).toEqual([
      { path: ['answers', 'q-jobs'], message: 'At most 100 entries' },
    ]);
  });

  it('checks every record of a repeatable question, naming the record', async () => {
    const values = valid(
      {},
      {
        'q-jobs': [{ 'f-company': 'Acme' }, { 'f-company': 'Globex', 'f-years': 'y9' }, { 'f-company': '' }],
      },
    );
    expect(await pathsOf(values)).toEqual([at('q-jobs', 1, 'f-years'), at('q-jobs', 2, 'f-company')]);
  });

  it('counts a question with no records as one empty record', async () => {
    const values = valid();
    delete values.answers['q-about'];
    values.answers['q-jobs'] = [];
    expect(await pathsOf(values)).toEqual([at('q-about', 0, 'f-text'), at('q-jobs', 0, 'f-company')]);
  });

  it('ignores the answers of questions not asked, even invalid ones, and never returns them', async () => {
    const values = valid(
      {},
      {
        'q-visa': [{ 'f-visa': 'no' }],
        'q-permit': [{ 'f-permit': 'not-an-option' }, { 'f-permit': 'uk' }],
        'q-permit-detail': [{ 'f-detail': 'x'.repeat(5000) }],
      },
    );
    const result = await serverSchema.safeParseAsync(values);
    expect(result.success).toBe(true);
    expect(result.data?.answers).not.toHaveProperty('q-permit');
    expect(result.data?.answers).not.toHaveProperty('q-permit-detail');
  });

  it('enforces a triggered conditional question, and a nested one while its chain holds', async () => {
    expect(await issuesOf(valid({}, { 'q-visa': [{ 'f-visa': 'yes' }] }))).toEqual([
      { path: at('q-permit', 0, 'f-permit'), message: 'Choose an option' },
    ]);
    expect(
      await pathsOf(valid({}, { 'q-visa': [{ 'f-visa': 'yes' }], 'q-permit': [{ 'f-permit': 'eu' }] })),
    ).toEqual([]);
    expect(
      await pathsOf(valid({}, { 'q-visa': [{ 'f-visa': 'yes' }], 'q-permit': [{ 'f-permit': 'uk' }] })),
    ).toEqual([at('q-permit-detail', 0, 'f-detail')]);
    // The nested question's trigger value lingers, but its parent is no longer asked.
    expect(
      await pathsOf(valid({}, { 'q-visa': [{ 'f-visa': 'no' }], 'q-permit': [{ 'f-permit': 'uk' }] })),
    ).toEqual([]);
  });

  it('leaves optional diversity questions unanswered or answered with an option', async () => {
    expect(await pathsOf(valid({}, { 'q-gender': [{ 'f-gender': 'pns' }] }))).toEqual([]);
    expect(await pathsOf(valid({}, { 'q-gender': [{ 'f-gender': 'other' }] }))).toEqual([
      at('q-gender', 0, 'f-gender'),
    ]);
  });
});

describe('askedQuestionIds', () => {
  const asked = (answers: Record<string, AnswerRecord[]>) => [...askedQuestionIds(form, { answers })];
  const always = ['q-about', 'q-choices', 'q-jobs', 'q-visa', 'q-gender'];

  it('asks conditional questions only while their parent asks for them, chaining', async () => {
    expect(asked({})).toEqual(always);
    expect(asked({ 'q-visa': [{ 'f-visa': 'yes' }] })).toEqual([
      ...always.slice(0, 4),
      'q-permit',
      'q-gender',
    ]);
    expect(asked({ 'q-visa': [{ 'f-visa': 'yes' }], 'q-permit': [{ 'f-permit': 'uk' }] })).toContain(
      'q-permit-detail',
    );
    expect(asked({ 'q-visa': [{ 'f-visa': 'no' }], 'q-permit': [{ 'f-permit': 'uk' }] })).toEqual(always);
  });

  it('looks at every record of a repeatable parent, and survives a cycle', async () => {
    const repeatable: ApplicationForm = {
      ...form,
      questions: [
        { ...form.questions[3]!, repeatable: true },
        { ...form.questions[4]!, showWhen: { questionId: 'q-visa', fieldId: 'f-visa', valueIds: ['yes'] } },
        { ...form.questions[5]!, showWhen: { questionId: 'q-loop', fieldId: 'f-loop', valueIds: ['1'] } },
        {
          id: 'q-loop',
          label: 'Loop',
          repeatable: false,
          diversity: false,
          fields: [field('f-loop', 'checkbox', false)],
          showWhen: { questionId: 'q-permit-detail', fieldId: 'f-detail', valueIds: ['x'] },
        },
      ],
    };
    const answers = { 'q-visa': [{ 'f-visa': 'no' }, { 'f-visa': 'yes' }], 'q-loop': [{ 'f-loop': true }] };
    expect([...askedQuestionIds(repeatable, { answers })]).toEqual(['q-visa', 'q-permit']);
  });
});

describe('buildApplicationSchema: consent', () => {
  it('SINGLE: must be given', async () => {
    expect(await issuesOf(valid({ consent: { SINGLE: false } }))).toEqual([
      { path: ['consent', 'SINGLE'], message: 'You must agree to continue' },
    ]);
    expect(await pathsOf(valid({ consent: {} }))).toEqual([['consent', 'SINGLE']]);
  });

  it('SEPARATE: every required purpose must be given, optional ones are a free choice', async () => {
    const schema = buildApplicationSchema(separateForm, { files: 'server' });
    const consent = (given: Record<string, boolean>) => valid({ answers: {}, consent: given });
    expect(await issuesOf(consent({ SMART_RECRUIT: false, SMART_CRM: true }), schema)).toEqual([
      { path: ['consent', 'SMART_RECRUIT'], message: 'You must agree to this to apply' },
    ]);
    expect((await schema.parseAsync(consent({ SMART_RECRUIT: true }))).consent).toEqual({
      SMART_RECRUIT: true,
      SMART_CRM: false,
    });
  });
});

describe('buildApplicationSchema: files', () => {
  afterEach(() => vi.unstubAllGlobals());
  const pdf = (size: number, name = 'cv.pdf', type = 'application/pdf') =>
    new File([new Uint8Array(size)], name, { type });
  const png = () => new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });

  for (const mode of ['browser', 'server'] as const) {
    const schema = buildApplicationSchema(form, { files: mode });
    it(`${mode}: takes a resume up to 2 MB of an accepted type`, async () => {
      expect(await pathsOf(valid({ resume: pdf(MAX_UPLOAD_BYTES) }), schema)).toEqual([]);
      expect(await issuesOf(valid({ resume: pdf(MAX_UPLOAD_BYTES + 1) }), schema)).toEqual([
        {
          path: ['resume'],
          message: 'The file is larger than 2 MB (PDF, DOC, DOCX, RTF, JPG, or PNG)',
        },
      ]);
      expect(await issuesOf(valid({ resume: pdf(10, 'cv.zip', 'application/zip') }), schema)).toEqual([
        {
          path: ['resume'],
          message: 'This type of file is not accepted (PDF, DOC, DOCX, RTF, JPG, or PNG)',
        },
      ]);
      // A browser that cannot name the type: the extension decides.
      expect(await pathsOf(valid({ resume: pdf(10, 'CV.DOCX', '') }), schema)).toEqual([]);
      expect(await issuesOf(valid({ resume: pdf(0) }), schema)).toEqual([
        { path: ['resume'], message: 'The file is empty' },
      ]);
      expect((await schema.parseAsync(valid({ resume: null }))).resume).toBeNull();
    });

    it(`${mode}: takes an avatar only where the form allows one, and only an image`, async () => {
      expect(await pathsOf(valid({ avatar: png() }), schema)).toEqual([]);
      expect(await pathsOf(valid({ avatar: pdf(10) }), schema)).toEqual([['avatar']]);
      const noAvatar = buildApplicationSchema({ ...form, avatarUpload: false }, { files: mode });
      expect(await issuesOf(valid({ avatar: png() }), noAvatar)).toEqual([
        { path: ['avatar'], message: 'This job does not take a photo' },
      ]);
    });
  }

  it('server: the empty, nameless File of an untouched input is no file; junk is refused', async () => {
    expect((await serverSchema.parseAsync(valid({ resume: new File([], '') }))).resume).toBeNull();
    expect(await issuesOf(valid({ resume: 'cv.pdf' as unknown as File }))).toEqual([
      { path: ['resume'], message: 'Choose a file to upload' },
    ]);
  });

  it('browser: reads the first file of a FileList, and an empty list as none', async () => {
    class FakeFileList {
      constructor(private readonly files: File[]) {}
      item(index: number) {
        return this.files[index] ?? null;
      }
    }
    vi.stubGlobal('FileList', FakeFileList);
    const schema = buildApplicationSchema(form, { files: 'browser' });
    const list = (files: File[]) => new FakeFileList(files) as unknown as FileList;
    const resume = pdf(10);
    expect((await schema.parseAsync(valid({ resume: list([resume, png()]) }))).resume).toBe(resume);
    expect((await schema.parseAsync(valid({ resume: list([]) }))).resume).toBeNull();
    expect(await pathsOf(valid({ resume: list([pdf(MAX_UPLOAD_BYTES + 1)]) }), schema)).toEqual([['resume']]);
    // The server never takes a FileList.
    expect(await pathsOf(valid({ resume: list([resume]) }))).toEqual([['resume']]);
  });
});

describe('error paths and messages', () => {
  it('names each field by its form path, all errors at once', async () => {
    const values = valid(
      { firstName: '', email: 'nope', consent: { SINGLE: false } },
      { 'q-visa': [{ 'f-visa': 'yes' }], 'q-jobs': [{ 'f-company': '' }] },
    );
    expect(await pathsOf(values)).toEqual([
      ['firstName'],
      ['email'],
      ['answers', 'q-jobs', 0, 'f-company'],
      ['answers', 'q-permit', 0, 'f-permit'],
      ['consent', 'SINGLE'],
    ]);
    for (const issue of await issuesOf(values)) expect(issue.message).not.toMatch(/expected|invalid input/i);
  });
});

describe('toPlatformApplication', () => {
  const application = async (values: ApplicationInput, uploads = {}) =>
    toPlatformApplication(form, (await serverSchema.parseAsync(values)) as ApplicationValues, uploads);

  it('sends only the questions asked, in form order, trimmed, without empty parts', async () => {
    const sent = await application(
      valid(
        {
          firstName: ' Ada ',
          phoneNumber: '020 7946 0958',
          country: 'gb',
          city: ' London ',
          linkedIn: 'https://www.linkedin.com/in/ada',
          message: '  Hello  ',
        },
        {
          'q-about': [{ 'f-text': '  Hi  ', 'f-notes': '   ' }],
          'q-choices': [
            { 'f-select': 'b', 'f-radio': '', 'f-multi': ['m3', 'm1'], 'f-agree': true, 'f-extra': false },
          ],
          'q-jobs': [{ 'f-company': 'Acme', 'f-years': 'y2' }, { 'f-company': 'Globex' }],
          'q-visa': [{ 'f-visa': 'yes' }],
          'q-permit': [{ 'f-permit': 'eu' }],
          'q-permit-detail': [{ 'f-detail': 'lingering' }],
        },
      ),
    );
    expect(sent).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+442079460958',
      location: { country: 'United Kingdom', countryCode: 'GB', city: 'London' },
      web: { linkedIn: 'https://www.linkedin.com/in/ada' },
      answers: [
        { id: 'q-about', records: [{ fields: { 'f-text': ['Hi'] } }] },
        {
          id: 'q-choices',
          records: [{ fields: { 'f-select': ['b'], 'f-multi': ['m3', 'm1'], 'f-agree': ['1'] } }],
        },
        {
          id: 'q-jobs',
          records: [
            { fields: { 'f-company': ['Acme'], 'f-years': ['y2'] } },
            { fields: { 'f-company': ['Globex'] } },
          ],
        },
        { id: 'q-visa', records: [{ fields: { 'f-visa': ['yes'] } }] },
        { id: 'q-permit', records: [{ fields: { 'f-permit': ['eu'] } }] },
      ],
      messageToHiringManager: 'Hello',
      consentDecisions: { SINGLE: true },
    });
  });

  it('leaves out unanswered optional questions and blank entries of optional repeatable ones', async () => {
    const optionalJobs: ApplicationForm = {
      ...form,
      questions: [{ ...form.questions[2]!, fields: [field('f-company', 'text', false)] }],
    };
    const values = valid({}, { 'q-jobs': [{ 'f-company': ' ' }, { 'f-company': 'Acme' }, {}] });
    expect(toPlatformApplication(optionalJobs, values as ApplicationValues, {}).answers).toEqual([
      { id: 'q-jobs', records: [{ fields: { 'f-company': ['Acme'] } }] },
    ]);
    const none = valid({}, { 'q-jobs': [{ 'f-company': '' }] });
    expect(toPlatformApplication(optionalJobs, none as ApplicationValues, {})).not.toHaveProperty('answers');
  });

  it('sends exactly the configuration’s scopes as consentDecisions, and uploads', async () => {
    const upload = { fileName: 'cv.pdf', mimeType: 'application/pdf', fileContent: 'JVBERg==' };
    const values = valid({
      answers: {},
      consent: { SMART_RECRUIT: true, SMART_SMS: true },
    }) as ApplicationValues;
    const application = toPlatformApplication(separateForm, values, { resume: upload });
    expect(application).toMatchObject({ resume: upload });
    expect(application.consentDecisions).toEqual({ SMART_RECRUIT: true, SMART_CRM: false });
    expect(application).not.toHaveProperty('consent');
    expect(application).not.toHaveProperty('sourceDetails');
  });

  it('sends the older boolean consent when the configuration lists no scopes', async () => {
    const booleanForm: ApplicationForm = {
      ...separateForm,
      consent: { type: 'BOOLEAN', box: { id: 'CONSENT', label: 'I agree', required: true } },
    };
    const values = valid({ answers: {}, consent: { CONSENT: true } }) as ApplicationValues;
    const application = toPlatformApplication(booleanForm, values, {});
    expect(application.consent).toBe(true);
    expect(application).not.toHaveProperty('consentDecisions');
  });
});
