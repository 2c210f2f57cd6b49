import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '@/lib/platform/server/seed/random';
import { unreadableActionArguments, type ActionBody } from './action-arguments';

/**
 * The model in action-arguments.ts held to React itself: the bodies are made by React's own encoder (the
 * one the site's pages run) and broken on purpose, and each is read by React's own decoder, the build
 * Next's server runs, in a child process (it loads only under the react-server condition).
 */

type Entry = [string, string | { file: string }];
type Body = { kind: 'call-text'; text: string } | { kind: 'call-form' | 'page-form'; entries: Entry[] };

const require = createRequire(import.meta.url);
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node') as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
};
const decoderScript = fileURLToPath(new URL('../test-support/react-reply-decoder.mjs', import.meta.url));

/** React's answers: true when it reads the body, else its error. */
function decodedByReact(bodies: Body[]): (true | string)[] {
  const run = spawnSync(process.execPath, ['--conditions', 'react-server', decoderScript], {
    input: JSON.stringify(bodies),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`the decoder did not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as (true | string)[];
}

const formOf = (entries: Entry[]) => {
  const form = new FormData();
  for (const [key, value] of entries)
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new File([value.file], 'cv.pdf'));
  return form;
};
const actionBody = (body: Body): ActionBody =>
  body.kind === 'call-text' ? body : { kind: body.kind, form: formOf(body.entries) };
const readByModel = (body: Body) => !unreadableActionArguments(actionBody(body));

/** A script's call, as the page's own script encodes it. */
async function call(args: unknown[]): Promise<Body> {
  const encoded = await encodeReply(args);
  if (typeof encoded === 'string') return { kind: 'call-text', text: encoded };
  const entries = [...encoded.entries()].map(([key, value]): Entry => [
    key,
    typeof value === 'string' ? value : { file: 'pdf' },
  ]);
  return { kind: 'call-form', entries };
}

/**
 * A form posted without JavaScript with its bound arguments, as React writes them into the page: the
 * action's descriptor and its arguments encoded together, under `$ACTION_1:`.
 */
async function pageForm(bound: unknown[], fields: Entry[] = []): Promise<Body> {
  const encoded = await encodeReply({ id: '7f00', bound: Promise.resolve(bound) });
  if (typeof encoded === 'string') throw new Error('a promise is always a part of its own');
  const parts = [...encoded.entries()].map(([key, value]): Entry => [`$ACTION_1:${key}`, value as string]);
  return { kind: 'page-form', entries: [['$ACTION_REF_1', ''], ...parts, ['$ACTION_KEY', 'k0'], ...fields] };
}

/** The arguments this site's actions take (apply, drafts, status links, alerts, the console's retry). */
async function bodiesOurPagesSend(): Promise<Body[]> {
  const answers = () => {
    const form = new FormData();
    form.append('firstName', 'Ada');
    form.append('answers.q1', '$0 costs nothing');
    form.append('answers.q2', 'a');
    form.append('answers.q2', 'b');
    form.append('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    return form;
  };
  const shared = { label: 'Ada', tags: ['x', '$y'] };
  const failed = {
    status: 'error',
    formError: 'apply.tokenInvalid',
    fieldErrors: { email: 'email.invalid' },
    values: { firstName: '$Ada', entries: [shared, shared], missing: undefined },
  };
  return [
    await call(['c802ce95-eb35-4229-866f-591ee51eb977', { status: 'idle' }, answers()]),
    await call(['c802ce95-eb35-4229-866f-591ee51eb977', failed, answers()]),
    // "Email me a link to finish later": the answers without files, as react-hook-form holds them.
    await call([
      'c802ce95-eb35-4229-866f-591ee51eb977',
      {
        email: 'ada@example.com',
        values: { firstName: 'Ada', website: '', answers: { q1: [{ f1: 'x', f2: ['a', '$b'], f3: true }] } },
      },
    ]),
    await call(['token']),
    await call(['token', 'frame']),
    await call([{ status: 'idle' }, answers()]),
    await call([shared, shared, { at: new Date(0), none: NaN, far: -Infinity, zero: -0 }]),
    await call([
      [
        [1, 2],
        ['$', '$$'],
      ],
      '',
    ]),
    await call([]),
    await pageForm(['c802ce95-eb35-4229-866f-591ee51eb977', { status: 'idle' }], [['firstName', 'Ada']]),
    await pageForm(['c802ce95-eb35-4229-866f-591ee51eb977', failed]),
    await pageForm(['token', 'frame']),
  ];
}

/** Bodies a hand-made client sent this site, each of which Next answered with a 500. */
const ANSWERED_500: Body[] = [
  ...['["$Q1"]', '["$1"]', '["$B5"]', '["$F1"]', '["$h1"]', '["$0:5"]'].map((text): Body => ({
    kind: 'call-text',
    text,
  })),
  { kind: 'call-form', entries: [['0', '["$Q1"]']] },
  { kind: 'call-form', entries: [['0', 'not json']] },
  { kind: 'call-form', entries: [['1', '["x"]']] },
  {
    kind: 'call-form',
    entries: [
      ['1', '{"a":1}'],
      ['0', '["$1:b"]'],
    ],
  },
  // A part the root refers to must come before it: Next reads the body as it arrives.
  {
    kind: 'call-form',
    entries: [
      ['0', '["$1"]'],
      ['1', '{"a":1}'],
    ],
  },
  {
    kind: 'page-form',
    entries: [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f00","bound":"$@5"}'],
    ],
  },
  {
    kind: 'page-form',
    entries: [
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
      ['$ACTION_1:1', 'not json'],
    ],
  },
];

const pageFormBound = (bound: string): Body => ({
  kind: 'page-form',
  entries: [
    ['$ACTION_REF_1', ''],
    ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
    ['$ACTION_1:1', bound],
  ],
});
const zeros = (count: number) => JSON.stringify(Array.from({ length: count }, () => 0));

/** Bodies built to pass one of React's or Next's limits, or to hide a part; each with React's error. */
const PAST_LIMITS: [Body, string][] = [
  // More than a million slots from one list: its own strings count, and so does what it refers to.
  [{ kind: 'call-text', text: JSON.stringify(['a'.repeat(1_000_001), 1]) }, 'Maximum array nesting'],
  [{ kind: 'call-text', text: JSON.stringify(['a'.repeat(600_000), '$0:0']) }, 'Maximum array nesting'],
  [
    { kind: 'call-text', text: JSON.stringify([{ s: 'a'.repeat(600_000) }, '$0:0:s', '$0:0:s']) },
    'Maximum array nesting',
  ],
  [
    {
      kind: 'call-form',
      entries: [
        ['1', zeros(600_000)],
        ['0', '["$1","$1"]'],
      ],
    },
    'Maximum array nesting',
  ],
  // A value a script keeps itself cannot be named under a key with a colon, nor in a page form at all.
  [{ kind: 'call-text', text: '[{"a:b":"$T"}]' }, 'opaque temporary reference'],
  [pageFormBound('["$T"]'), 'opaque temporary reference'],
  [pageFormBound(zeros(1001)), 'Too many bound arguments'],
  // A part's number written another way: a page form's parts are found by exact name, so "01" is not 1.
  [
    {
      kind: 'page-form',
      entries: [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
        ['$ACTION_1:01', '[1]'],
      ],
    },
    'Connection closed',
  ],
  // A call's parts are read as numbers, so "00" is part 0 too: it comes first and refers to nothing.
  [
    {
      kind: 'call-form',
      entries: [
        ['00', '["$5"]'],
        ['0', '[1]'],
      ],
    },
    'Invalid forward reference',
  ],
];

const REFERENCE_TAGS = [
  '',
  '@',
  'h',
  'Q',
  'W',
  'i',
  'K',
  'T',
  'B',
  'A',
  'o',
  'R',
  'x',
  'D',
  'n',
  'u',
  'N',
  'F',
  '$',
];
const REFERENCE_IDS = ['', '0', '1', '2', '3', 'a', 'ff', 'zz', '-1'];
const REFERENCE_PATHS = ['', ':0', ':1', ':2', ':status', ':values', ':__proto__', ':length', ':0:0'];

/** A string React might read as a reference, a word or a value. */
const reactString = (random: Random) =>
  `$${random.pick(REFERENCE_TAGS)}${random.pick(REFERENCE_IDS)}${random.pick(REFERENCE_PATHS)}`;

/** Every place in a JSON value where a string could go (the root list's next slot included). */
function slots(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [[...at, value.length], ...value.flatMap((item, index) => slots(item, [...at, index]))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => slots(item, [...at, key]));
  return at.length > 0 ? [at] : [];
}

function withStringAt(text: string, random: Random): string {
  const model: unknown = JSON.parse(text);
  const places = slots(model);
  if (places.length === 0) return JSON.stringify([reactString(random)]);
  const path = random.pick(places);
  let here = model as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
  here[path.at(-1)!] = reactString(random);
  return JSON.stringify(model);
}

/** The body broken in one seeded way: a reference changed, a part dropped, moved, doubled or cut short. */
function broken(body: Body, random: Random): Body {
  if (body.kind === 'call-text') {
    const text = random.chance(0.85) ? withStringAt(body.text, random) : body.text.slice(0, -1);
    return { kind: 'call-text', text };
  }
  const entries = body.entries.map(([key, value]): Entry => [key, value]);
  const numbered = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry: [key, value] }) => /(^|:)\d+$/.test(key) && typeof value === 'string');
  const { entry, index } = random.pick(numbered);
  const way = random.int(0, 5);
  if (way <= 1) entries[index] = [entry[0], withStringAt(entry[1] as string, random)];
  else if (way === 2) entries.splice(index, 1);
  else if (way === 3) entries.unshift(...entries.splice(index, 1));
  else if (way === 4) entries.push([entry[0], entry[1]]);
  else entries[index] = [entry[0], (entry[1] as string).slice(0, -1)];
  return { kind: body.kind, entries };
}

describe('unreadableActionArguments, held to React’s own decoder', () => {
  it('passes every body the site’s pages send, and React reads each of them', async () => {
    const bodies = await bodiesOurPagesSend();
    expect(decodedByReact(bodies)).toEqual(bodies.map(() => true));
    expect(bodies.filter((body) => !readByModel(body))).toEqual([]);
    expect(new Set(bodies.map((body) => body.kind))).toEqual(
      new Set(['call-text', 'call-form', 'page-form']),
    );
  });

  it('refuses each body Next answered with a 500, and each built to pass a limit, none of which React reads', () => {
    expect(decodedByReact(ANSWERED_500).filter((answer) => answer === true)).toEqual([]);
    // Each fails in React for the reason it was built for, not by chance.
    const react = decodedByReact(PAST_LIMITS.map(([body]) => body));
    PAST_LIMITS.forEach(([, error], index) => expect(react[index]).toContain(error));
    expect([...ANSWERED_500, ...PAST_LIMITS.map(([body]) => body)].filter(readByModel)).toEqual([]);
  });

  it('never passes a body React fails to read, across 1,500 seeded breakages of the pages’ own', async () => {
    const random = createRandom(20261128);
    const ours = await bodiesOurPagesSend();
    const bodies = Array.from({ length: 1500 }, () => broken(random.pick(ours), random));
    const react = decodedByReact(bodies);
    const passedButUnreadable = bodies.filter((body, index) => readByModel(body) && react[index] !== true);
    expect(passedButUnreadable).toEqual([]);
    // Not a test that passes by refusing everything: many broken bodies are still read, by both.
    const readByBoth = bodies.filter((body, index) => readByModel(body) && react[index] === true).length;
    const unreadable = react.filter((answer) => answer !== true).length;
    expect(readByBoth).toBeGreaterThan(150);
    expect(unreadable).toBeGreaterThan(500);
  });
});
