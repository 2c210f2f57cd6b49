import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationEnvelopeSchema, offsetPageSchema, postingSummarySchema } from '../platform/contract';
import type { RunningPlatform } from '../platform/server/server';
import { serviceHeaders, startTestPlatform } from '../platform/server/test-support/test-platform';
import { consentBoxes, type ApplicationForm, type FormField, type FormQuestion } from './application-form';
import type { AnswerRecord, AnswerValue, ApplicationValues } from './application-values';
import { configurationToForm } from './configuration-to-form';
import { buildApplicationSchema } from './form-schema';
import { toPlatformApplication } from './to-platform-application';

/**
 * The schema against the real platform: whatever the schema accepts, the platform must accept too, and
 * whatever it refuses, it refuses with a message at a field the form shows.
 */

type Posting = { uuid: string; form: ApplicationForm };
type Mutation = (values: ApplicationValues) => ApplicationValues;

const TOP_LEVEL = new Set([
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'city',
  'linkedIn',
  'website',
  'message',
  'answers',
  'consent',
  'resume',
  'avatar',
]);
const RUNS_PER_CONFIGURATION = 40;
const TIME_BUDGET_MS = 60_000;

let platform: RunningPlatform;
let postings: Posting[] = [];

async function getJson(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${platform.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** One posting per distinct configuration the seed holds. */
async function distinctConfigurations(): Promise<Posting[]> {
  const page = offsetPageSchema(postingSummarySchema).parse(
    await getJson('/v1/companies/acme/postings?limit=100'),
  );
  const seen = new Map<string, Posting>();
  for (const { uuid } of page.content) {
    const raw = await getJson(`/postings/${uuid}/configuration?conditionalsIncluded=true`, serviceHeaders);
    const key = JSON.stringify(raw);
    if (seen.has(key)) continue;
    const { form, problems } = configurationToForm(uuid, configurationEnvelopeSchema.parse(raw));
    expect(problems, uuid).toEqual([]);
    seen.set(key, { uuid, form });
  }
  return [...seen.values()];
}

// ---- values: a valid baseline per form, then 0–2 mutations, valid or not -------------------------

const answerText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .filter((text) => text.trim() !== '');

function validValue(field: FormField): fc.Arbitrary<AnswerValue> | null {
  const ids = field.options.map((option) => option.id);
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return field.required ? answerText : fc.oneof(fc.constant(''), answerText);
    case 'select':
    case 'radio':
      return fc.constantFrom(...(field.required ? ids : ['', ...ids]));
    case 'multiselect':
      return fc.shuffledSubarray(ids, { minLength: field.required ? 1 : 0 });
    case 'checkbox':
      return field.required ? fc.constant(true) : fc.boolean();
    case 'information':
      return null;
  }
}

function validRecord(question: FormQuestion): fc.Arbitrary<AnswerRecord> {
  const shape: Record<string, fc.Arbitrary<AnswerValue>> = {};
  for (const field of question.fields) {
    const value = validValue(field);
    if (value) shape[field.id] = value;
  }
  return fc.record(shape);
}

function baseline(form: ApplicationForm): fc.Arbitrary<ApplicationValues> {
  const answers: Record<string, fc.Arbitrary<AnswerRecord[]>> = {};
  for (const question of form.questions) {
    answers[question.id] = question.repeatable
      ? fc.array(validRecord(question), { minLength: 1, maxLength: 3 })
      : validRecord(question).map((record) => [record]);
  }
  const consent: fc.Arbitrary<Record<string, boolean>> = fc.record(
    Object.fromEntries(
      consentBoxes(form.consent).map((box) => [box.id, box.required ? fc.constant(true) : fc.boolean()]),
    ),
  );
  return fc.record({
    firstName: fc.constantFrom('Ada', 'Zoë', '李', 'Jean-Luc'),
    lastName: fc.constantFrom('Lovelace', "O'Brien", 'Nuñez'),
    email: fc.constantFrom('ada@example.com', 'ada+jobs@mail.example.co.uk'),
    phoneNumber: fc.constantFrom('', '+44 20 7946 0958'),
    country: fc.constantFrom('', 'GB', 'DE'),
    city: fc.constantFrom('', 'London'),
    linkedIn: fc.constantFrom('', 'https://www.linkedin.com/in/ada'),
    website: fc.constantFrom('', 'https://ada.dev'),
    message: fc.constantFrom('', 'Looking forward to hearing from you.'),
    answers: fc.record(answers),
    consent,
    resume: fc.constant(null),
    avatar: fc.constant(null),
  });
}

/** Sets one field of one record, growing the record list when needed. */
function setField(
  v: ApplicationValues,
  questionId: string,
  record: number,
  fieldId: string,
  value: AnswerValue,
) {
  const records = [...(v.answers[questionId] ?? [{}])];
  while (records.length <= record) records.push({});
  records[record] = { ...records[record], [fieldId]: value };
  return { ...v, answers: { ...v.answers, [questionId]: records } };
}

function mutations(form: ApplicationForm): fc.Arbitrary<Mutation> {
  const fieldsOf = (kinds: FormField['kind'][]) =>
    form.questions.flatMap((q) => q.fields.filter((f) => kinds.includes(f.kind)).map((f) => ({ q, f })));
  const text = fieldsOf(['text', 'textarea']);
  const choice = fieldsOf(['select', 'radio', 'multiselect']);
  const checkbox = fieldsOf(['checkbox']);
  const conditional = form.questions.filter((q) => q.showWhen);
  const set = <K extends keyof ApplicationValues>(
    key: K,
    values: ApplicationValues[K][],
  ): fc.Arbitrary<Mutation> =>
    fc.constantFrom(...values).map((value) => (v: ApplicationValues) => ({ ...v, [key]: value }));

  const options: fc.Arbitrary<Mutation>[] = [
    set('email', [
      'ada',
      'ada@example',
      'a b@example.com',
      '@example.com',
      'ada@@example.com',
      ' ada@example.com ',
    ]),
    set('email', [`${'x'.repeat(243)}@example.com`, `${'x'.repeat(242)}@example.com`]),
    set('firstName', ['', '   ', 'x'.repeat(100), 'x'.repeat(101), '  Ada  ']),
    set('lastName', ['', 'Ł'.repeat(100), 'Ł'.repeat(101)]),
    set('phoneNumber', [
      '020 7946 0958',
      '12',
      'call me',
      '+1 213 373 4253',
      '+49 30 123456',
      '  +44 20 7946 0958  ',
    ]),
    set('country', ['gb', 'XX', 'GBR', 'US', '']),
    set('city', ['c'.repeat(100), 'c'.repeat(101)]),
    set('linkedIn', ['linkedin.com/in/ada', 'https://example.com/in/ada', 'https://de.linkedin.com/in/ada']),
    set('website', [
      'ftp://ada.dev',
      'ada',
      `https://ada.dev/${'x'.repeat(480)}`,
      `https://ada.dev/${'x'.repeat(490)}`,
    ]),
    set('message', [
      'm'.repeat(10_000),
      'm'.repeat(10_001),
      '😀'.repeat(5000),
      '😀'.repeat(5001),
      `  ${'m'.repeat(10_000)}`,
    ]),
    fc
      .tuple(
        fc.constantFrom('firstName', 'lastName', 'city', 'message'),
        fc.string({ unit: 'binary', maxLength: 20 }),
      )
      .map(([key, value]) => (v: ApplicationValues) => ({ ...v, [key]: value })),
    fc.constantFrom(false, 'yes', undefined).map((given) => (v: ApplicationValues) => {
      const [first] = Object.keys(v.consent);
      return first ? { ...v, consent: { ...v.consent, [first]: given as boolean } } : v;
    }),
  ];
  if (text.length > 0)
    options.push(
      fc
        .tuple(
          fc.constantFrom(...text),
          fc.oneof(
            fc.constantFrom(
              '',
              '   ',
              'é'.repeat(2000),
              `${'é'.repeat(2000)}a`,
              ` ${'a'.repeat(4000)} `,
              '😀'.repeat(1001),
              'a\u0000b',
              '\uD800 lone surrogate',
            ),
            // Any UTF-16 at all: control characters, unpaired surrogates.
            fc.string({ unit: 'binary', maxLength: 20 }),
          ),
          // Mostly the first record; a second one is refused for ordinary questions.
          fc.constantFrom(0, 0, 0, 1),
        )
        .map(
          ([{ q, f }, value, record]) =>
            (v) =>
              setField(v, q.id, record, f.id, value),
        ),
    );
  if (choice.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...choice), fc.constantFrom('opt-unknown', '', 'first', 'first-twice', 'none'))
        .map(([{ q, f }, kind]) => (v) => {
          const first = f.options[0]?.id ?? '';
          const multi = f.kind === 'multiselect';
          const value: Record<string, AnswerValue> = {
            'opt-unknown': multi ? [first, 'opt-unknown'] : 'opt-unknown',
            '': multi ? [] : '',
            first: multi ? [first] : first,
            'first-twice': multi ? [first, first] : first,
            none: multi ? [] : '',
          };
          return setField(v, q.id, 0, f.id, value[kind] ?? '');
        }),
    );
  if (checkbox.length > 0)
    options.push(
      fc.tuple(fc.constantFrom(...checkbox), fc.constantFrom<AnswerValue>(true, false, '1')).map(
        ([{ q, f }, value]) =>
          (v) =>
            setField(v, q.id, 0, f.id, value),
      ),
    );
  options.push(
    fc
      .tuple(
        fc.constantFrom(...form.questions.map((q) => q.id), 'q-none'),
        fc.constantFrom(0, 2, 100, 101, -1),
      )
      .map(([questionId, count]) => (v) => {
        const records = v.answers[questionId] ?? [{}];
        if (count === -1) {
          const { [questionId]: _dropped, ...rest } = v.answers;
          return { ...v, answers: rest };
        }
        const grown = Array.from({ length: count }, (_, i) => records[i % records.length] ?? {});
        return { ...v, answers: { ...v.answers, [questionId]: grown } };
      }),
  );
  if (conditional.length > 0)
    options.push(
      // Flip the trigger of a conditional question, or answer a conditional one badly.
      fc
        .tuple(fc.constantFrom(...conditional), fc.boolean(), fc.boolean())
        .map(([question, trigger, junk]) => (v) => {
          const showWhen = question.showWhen!;
          const parent = form.questions.find((q) => q.id === showWhen.questionId);
          const parentField = parent?.fields.find((f) => f.id === showWhen.fieldId);
          const other = parentField?.options.find((o) => !showWhen.valueIds.includes(o.id))?.id ?? '';
          const flipped = setField(
            v,
            showWhen.questionId,
            0,
            showWhen.fieldId,
            trigger ? showWhen.valueIds[0]! : other,
          );
          const firstField = question.fields[0];
          return junk && firstField
            ? setField(flipped, question.id, 0, firstField.id, 'opt-unknown')
            : flipped;
        }),
    );
  return fc.oneof(...options);
}

function applicationValues(form: ApplicationForm): fc.Arbitrary<ApplicationValues> {
  return fc
    .tuple(baseline(form), fc.array(mutations(form), { minLength: 0, maxLength: 2 }))
    .map(([values, changes]) => changes.reduce((acc, change) => change(acc), values));
}

// ---- the property -----------------------------------------------------------------------------------

describe('the schema agrees with the platform', () => {
  beforeAll(async () => {
    // Hundreds of applications in seconds would meet the rate limits, which are not under test here.
    platform = await startTestPlatform({ PLATFORM_LIMITS: 'false' });
    postings = await distinctConfigurations();
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** Posts what the schema accepted; the platform's answer. */
  async function submit(posting: Posting, values: ApplicationValues) {
    const parsed = await buildApplicationSchema(posting.form, { files: 'server' }).safeParseAsync(values);
    if (!parsed.success) return { schema: parsed.error.issues.map((i) => i.path.join('.')), status: 0 };
    const response = await fetch(`${platform.url}/postings/${posting.uuid}/candidates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...serviceHeaders },
      body: JSON.stringify(toPlatformApplication(posting.form, parsed.data, {})),
    });
    return { schema: [], status: response.status, body: await response.text() };
  }

  it('agrees at the edges: byte limits, odd characters, record counts, hidden answers', async () => {
    const posting = postings.find((p) =>
      p.form.questions.some((q) => q.repeatable && q.showWhen === undefined),
    );
    expect(posting).toBeDefined();
    const { form } = posting!;
    const base = fc.sample(baseline(form), { numRuns: 1, seed: 42 })[0]!;
    const repeatable = form.questions.find((q) => q.repeatable)!;
    const text = form.questions.flatMap((q) =>
      q.fields.filter((f) => f.kind === 'text').map((f) => ({ q, f })),
    )[0]!;
    const hidden = form.questions.find((q) => q.showWhen)!;
    const accepted: [string, ApplicationValues][] = [
      ['4000 bytes of 2-byte characters', setField(base, text.q.id, 0, text.f.id, 'é'.repeat(2000))],
      ['4000 bytes of emoji, padded', setField(base, text.q.id, 0, text.f.id, ` ${'😀'.repeat(1000)} `)],
      [
        '100 records',
        {
          ...base,
          answers: { ...base.answers, [repeatable.id]: Array(100).fill(base.answers[repeatable.id]![0]) },
        },
      ],
      ['10,000 UTF-16 units of message', { ...base, message: '😀'.repeat(5000) }],
      [
        'a hidden question answered with junk',
        setField(base, hidden.id, 0, hidden.fields[0]!.id, 'opt-unknown'),
      ],
    ];
    for (const [name, values] of accepted)
      expect({ name, ...(await submit(posting!, values)) }).toMatchObject({ name, schema: [], status: 201 });
    // The platform answers these with a 500 (Postgres holds neither): the schema must refuse them first.
    const unstorable: [string, ApplicationValues][] = [
      ['a NUL character', setField(base, text.q.id, 0, text.f.id, 'a\u0000b')],
      ['a lone surrogate', setField(base, text.q.id, 0, text.f.id, '\uD800x')],
      ['a NUL in the message', { ...base, message: 'hi\u0000' }],
    ];
    for (const [name, values] of unstorable)
      expect((await submit(posting!, values)).schema, name).not.toEqual([]);
  });

  it('accepts only what the platform accepts, and names a field for every refusal', async () => {
    expect(postings.length).toBeGreaterThan(1);
    const counts = { valid: 0, invalid: 0 };
    const deadline = Date.now() + TIME_BUDGET_MS;
    for (const [index, { uuid, form }] of postings.entries()) {
      const schema = buildApplicationSchema(form, { files: 'server' });
      const questionIds = new Set(form.questions.map((q) => q.id));
      await fc.assert(
        fc.asyncProperty(applicationValues(form), async (values) => {
          const parsed = await schema.safeParseAsync(values);
          if (!parsed.success) {
            counts.invalid++;
            for (const issue of parsed.error.issues) {
              expect(TOP_LEVEL.has(String(issue.path[0])), JSON.stringify(issue)).toBe(true);
              if (issue.path[0] === 'answers')
                expect(questionIds.has(String(issue.path[1])), JSON.stringify(issue)).toBe(true);
              expect(issue.message.trim(), JSON.stringify(issue)).not.toBe('');
            }
            return;
          }
          counts.valid++;
          const application = toPlatformApplication(form, parsed.data, {});
          const response = await fetch(`${platform.url}/postings/${uuid}/candidates`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...serviceHeaders },
            body: JSON.stringify(application),
          });
          const text = await response.text();
          expect(response.status, `${uuid}: ${text}\n${JSON.stringify(application)}`).toBe(201);
        }),
        {
          numRuns: RUNS_PER_CONFIGURATION,
          // An even share of what is left of the budget, so every configuration gets its turn.
          interruptAfterTimeLimit: Math.max(1000, (deadline - Date.now()) / (postings.length - index)),
        },
      );
    }
    console.info(
      `form-schema property: ${postings.length} configurations, ${counts.valid} valid (201), ${counts.invalid} refused by the schema`,
    );
    expect(counts.valid).toBeGreaterThan(0);
    expect(counts.invalid).toBeGreaterThan(0);
  }, 120_000);
});
