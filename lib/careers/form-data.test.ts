import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApplicationForm, FormField } from './application-form';
import { answerFieldName, type ApplicationValues } from './application-values';
import { defaultValues } from '@/components/apply-form/default-values';
import { formDataToValues, keptValues, withoutFiles } from './form-data';
import { buildApplicationSchema } from './form-schema';
import { toPlatformApplication } from './to-platform-application';

const field = (
  id: string,
  kind: FormField['kind'],
  required = false,
  optionIds: string[] = [],
): FormField => ({
  id,
  label: id,
  kind,
  required,
  options: optionIds.map((o) => ({ id: o, label: o })),
});

const form: ApplicationForm = {
  postingId: 'posting-1',
  questions: [
    {
      id: 'q-about',
      label: 'About',
      repeatable: false,
      diversity: false,
      fields: [field('f-info', 'information'), field('f-text', 'textarea', true)],
    },
    {
      id: 'q-skills',
      label: 'Skills',
      repeatable: false,
      diversity: false,
      fields: [field('f-langs', 'multiselect', true, ['en', 'de', 'fr']), field('f-remote', 'checkbox')],
    },
    {
      id: 'q-jobs',
      label: 'Jobs',
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
  ],
  avatarUpload: false,
  consent: {
    type: 'SCOPES',
    scopes: [
      { id: 'SMART_RECRUIT', label: 'Recruit', required: true },
      { id: 'SMART_CRM', label: 'Talent pool', required: false },
    ],
  },
  privacyPolicies: [],
  unsupportedQuestions: [],
};

const values: ApplicationValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 20 7946 0958',
  country: 'GB',
  city: 'London',
  linkedIn: '',
  website: 'https://ada.dev',
  message: 'Hello',
  answers: {
    'q-about': [{ 'f-text': 'Analytical engines' }],
    'q-skills': [{ 'f-langs': ['en', 'fr'], 'f-remote': true }],
    'q-jobs': [
      { 'f-company': 'Acme', 'f-years': 'y2' },
      { 'f-company': 'Globex', 'f-years': '' },
    ],
    'q-visa': [{ 'f-visa': 'yes' }],
    'q-permit': [{ 'f-permit': 'uk' }],
  },
  consent: { SMART_RECRUIT: true, SMART_CRM: false },
  resume: null,
  avatar: null,
};

/** The FormData a browser posts for these values (unticked boxes and empty selections post nothing). */
function toFormData(source: ApplicationValues): FormData {
  const data = new FormData();
  for (const key of ['firstName', 'lastName', 'email', 'phoneNumber', 'country', 'city'] as const)
    data.append(key, source[key]);
  for (const key of ['linkedIn', 'website', 'message'] as const) data.append(key, source[key]);
  for (const [questionId, records] of Object.entries(source.answers)) {
    records.forEach((record, index) => {
      for (const [fieldId, value] of Object.entries(record)) {
        const name = answerFieldName(questionId, index, fieldId);
        if (Array.isArray(value)) value.forEach((v) => data.append(name, v));
        else if (typeof value === 'boolean') {
          if (value) data.append(name, '1');
        } else data.append(name, value);
      }
    });
  }
  for (const [id, given] of Object.entries(source.consent)) if (given) data.append(`consent.${id}`, 'on');
  data.append('resume', source.resume ?? new File([], ''));
  return data;
}

describe('formDataToValues', () => {
  it('reads back what the form posted', async () => {
    expect(formDataToValues(form, toFormData(values))).toEqual(values);
  });

  it('round-trips to the platform application through the schema', async () => {
    const parsed = await buildApplicationSchema(form, { files: 'server' }).safeParseAsync(
      formDataToValues(form, toFormData(values)),
    );
    expect(parsed.success).toBe(true);
    expect(toPlatformApplication(form, parsed.data!, {})).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+442079460958',
      location: { country: 'United Kingdom', countryCode: 'GB', city: 'London' },
      web: { website: 'https://ada.dev' },
      answers: [
        { id: 'q-about', records: [{ fields: { 'f-text': ['Analytical engines'] } }] },
        { id: 'q-skills', records: [{ fields: { 'f-langs': ['en', 'fr'], 'f-remote': ['1'] } }] },
        {
          id: 'q-jobs',
          records: [
            { fields: { 'f-company': ['Acme'], 'f-years': ['y2'] } },
            { fields: { 'f-company': ['Globex'] } },
          ],
        },
        { id: 'q-visa', records: [{ fields: { 'f-visa': ['yes'] } }] },
        { id: 'q-permit', records: [{ fields: { 'f-permit': ['uk'] } }] },
      ],
      messageToHiringManager: 'Hello',
      consentDecisions: { SMART_RECRUIT: true, SMART_CRM: false },
    });
  });

  it('collects record indices in numeric order and renumbers them from 0', async () => {
    const data = new FormData();
    data.append('answers.q-jobs.10.f-company', 'Ten');
    data.append('answers.q-jobs.2.f-company', 'Two');
    data.append('answers.q-jobs.9.f-years', 'y1');
    expect(formDataToValues(form, data).answers['q-jobs']).toEqual([
      { 'f-company': 'Two', 'f-years': '' },
      { 'f-company': '', 'f-years': 'y1' },
      { 'f-company': 'Ten', 'f-years': '' },
    ]);
  });

  it('reads line breaks as the browser’s field holds them (a form post sends each as CRLF)', async () => {
    const data = new FormData();
    data.append('message', 'Dear team,\r\n\r\nBest,\rAda');
    data.append('answers.q-about.0.f-text', 'one\r\ntwo');
    const read = formDataToValues(form, data);
    expect(read.message).toBe('Dear team,\n\nBest,\nAda');
    expect(read.answers['q-about']).toEqual([{ 'f-text': 'one\ntwo' }]);
  });

  it('gives a question without entries one empty record', async () => {
    const read = formDataToValues(form, new FormData());
    expect(read.answers).toEqual({
      'q-about': [{ 'f-text': '' }],
      'q-skills': [{ 'f-langs': [], 'f-remote': false }],
      'q-jobs': [{ 'f-company': '', 'f-years': '' }],
      'q-visa': [{ 'f-visa': '' }],
      'q-permit': [{ 'f-permit': '' }],
    });
    expect(read.consent).toEqual({ SMART_RECRUIT: false, SMART_CRM: false });
  });

  it('reads checkboxes as ticked for "1", "on" or "true" only', async () => {
    for (const [posted, ticked] of [
      ['1', true],
      ['on', true],
      ['true', true],
      ['0', false],
      ['yes', false],
    ] as const) {
      const data = new FormData();
      data.append('answers.q-skills.0.f-remote', posted);
      data.append('consent.SMART_CRM', posted);
      const read = formDataToValues(form, data);
      expect(read.answers['q-skills']?.[0]?.['f-remote']).toBe(ticked);
      expect(read.consent.SMART_CRM).toBe(ticked);
    }
  });

  it('keeps chosen files and treats the empty nameless File (or a string) as none', async () => {
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const data = new FormData();
    data.append('resume', resume);
    data.append('avatar', 'not a file');
    const read = formDataToValues(form, data);
    expect(read.resume).toBeInstanceOf(File);
    expect(read.resume?.name).toBe('cv.pdf');
    expect(read.avatar).toBeNull();
    const untouched = new FormData();
    untouched.append('resume', new File([], ''));
    expect(formDataToValues(form, untouched).resume).toBeNull();
  });

  it('ignores unknown names and files posted where text belongs', async () => {
    const data = toFormData(values);
    data.append('answers.q-unknown.0.f-text', 'x');
    data.append('answers.q-about.0.f-unknown', 'x');
    data.append('answers.q-about.x.f-text', 'x');
    data.append('answers.q-about.0.f-info', 'information takes nothing');
    data.append('isAdmin', 'true');
    data.set('city', new File(['x'], 'city.txt'));
    const read = formDataToValues(form, data);
    expect(read.answers['q-about']).toEqual([{ 'f-text': 'Analytical engines' }]);
    expect(Object.keys(read.answers)).toEqual(form.questions.map((q) => q.id));
    expect(read.city).toBe('');
    expect(read).not.toHaveProperty('isAdmin');
  });

  it('never throws on junk, and the schema then names each problem at a field', async () => {
    const schema = buildApplicationSchema(form, { files: 'server' });
    const topLevel = new Set([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'country',
      'city',
      'linkedIn',
    ]);
    for (const key of ['website', 'message', 'answers', 'consent', 'resume', 'avatar']) topLevel.add(key);
    const name = fc.oneof(
      fc.string(),
      fc.constantFrom('firstName', 'email', 'country', 'phoneNumber', 'consent.SMART_RECRUIT', 'resume'),
      fc
        .tuple(
          fc.constantFrom(...form.questions.map((q) => q.id), 'q-x'),
          fc.oneof(fc.nat(200).map(String), fc.string()),
          fc.constantFrom(
            'f-text',
            'f-langs',
            'f-remote',
            'f-company',
            'f-years',
            'f-visa',
            'f-permit',
            'f-info',
          ),
        )
        .map(([q, record, f]) => `answers.${q}.${record}.${f}`),
    );
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('1', 'on', 'yes', 'en', 'uk', ''),
      fc.string().map((text) => new File([text], text)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 40 }), async (entries) => {
        const data = new FormData();
        for (const [key, entry] of entries) data.append(key, entry);
        const result = await schema.safeParseAsync(formDataToValues(form, data));
        if (result.success) return;
        for (const issue of result.error.issues) {
          expect(topLevel.has(String(issue.path[0]))).toBe(true);
          expect(issue.message.length).toBeGreaterThan(0);
          expect(issue.message).not.toMatch(/expected|received|invalid input/i);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('keptValues: the answers given back with a refusal', () => {
  it('reads them as the form asks when it loaded', () => {
    expect(keptValues(form, toFormData(values))).toEqual(withoutFiles(values, toFormData(values)));
  });

  it('names the file fields the page must ask for again: posted with a file, or asked before and still empty', () => {
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const posted = toFormData(values);
    expect(withoutFiles({ ...values, resume }, posted).filesToChooseAgain).toEqual(['resume']);
    expect(withoutFiles(values, posted)).not.toHaveProperty('filesToChooseAgain');
    const askedBefore = toFormData(values);
    askedBefore.append('filesAskedAgain', 'avatar');
    askedBefore.append('filesAskedAgain', 'answers');
    expect(withoutFiles({ ...values, resume }, askedBefore).filesToChooseAgain).toEqual(['resume', 'avatar']);
    // Only file fields are named, whatever the hidden field is made to say.
    expect(withoutFiles(values, askedBefore).filesToChooseAgain).toEqual(['avatar']);
    expect(withoutFiles(values, askedBefore)).not.toHaveProperty('resume');
  });

  it('keeps them as posted when the form could not be loaded, and the page reads them as its form asks', () => {
    const kept = keptValues(null, toFormData(values));
    expect(kept.firstName).toBe('Ada');
    expect(kept.answers['q-skills']).toEqual([{ 'f-langs': ['en', 'fr'], 'f-remote': '1' }]);
    expect(kept.answers['q-jobs']).toEqual([
      { 'f-company': 'Acme', 'f-years': 'y2' },
      { 'f-company': 'Globex', 'f-years': '' },
    ]);
    expect(kept.consent).toEqual({ SMART_RECRUIT: true });
    expect(kept).not.toHaveProperty('filesToChooseAgain');
    // The page's own form turns them back into its values (a box, a list of one).
    const rendered = { ...form, questions: form.questions.map((q) => ({ ...q })) };
    const onPage = defaultValues(rendered, kept);
    expect(onPage.answers['q-skills']).toEqual([{ 'f-langs': ['en', 'fr'], 'f-remote': true }]);
    const one = new FormData();
    one.append('answers.q-skills.0.f-langs', 'de');
    expect(defaultValues(rendered, keptValues(null, one)).answers['q-skills']).toEqual([
      { 'f-langs': ['de'], 'f-remote': false },
    ]);
  });

  it('names the files to choose again when the form could not be loaded too', () => {
    const posted = toFormData(values);
    posted.set('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    // An empty file input posts a nameless empty file: nothing was chosen there.
    posted.set('avatar', new File([], ''));
    expect(keptValues(null, posted).filesToChooseAgain).toEqual(['resume']);
    posted.append('filesAskedAgain', 'avatar');
    expect(keptValues(null, posted).filesToChooseAgain).toEqual(['resume', 'avatar']);
  });

  it('never lets a posted name reach a prototype or size an array', () => {
    const data = new FormData();
    data.append('answers.__proto__.0.polluted', 'yes');
    data.append('answers.constructor.0.prototype', 'yes');
    data.append('consent.__proto__', 'on');
    data.append('answers.q-jobs.999999999.f-company', 'Far');
    data.append('answers.q-jobs.3.f-company', 'Near');
    const kept = keptValues(null, data);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('0');
    expect(kept.answers['q-jobs']).toEqual([{ 'f-company': 'Near' }, { 'f-company': 'Far' }]);
  });
});
