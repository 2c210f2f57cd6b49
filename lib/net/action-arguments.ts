/**
 * Whether React's decoder can read a server action call's arguments, checked before Next hands them to
 * it. React's reply format lets one argument refer to another part of the body ("$1", "$1:key", "$Q2", …);
 * a reference to a part the body does not hold, a path that leads nowhere, a part that is no JSON, or a
 * limit passed makes the decoder throw, and Next answers that with a 500 (an error row with a digest for a
 * script's call, a bare "Internal Server Error" for a form posted without JavaScript).
 *
 * This takes only what the site's own pages send (strings, numbers, plain objects and lists, dates, a
 * form's fields, `undefined`): every argument of every action here is one of those. Promises, maps, sets,
 * iterators, blobs, typed arrays, streams and functions are refused even where React could read them. The
 * model follows react-server-dom's `parseModelString`; action-arguments.decoder.test.ts holds it to React's
 * own decoder, on the bodies React's encoder makes and on broken ones.
 */

/** How Next reads the body, which decides what a reference may point to. */
export type ActionBody =
  /** A script's call whose arguments are all plain values: one JSON text, part 0, nothing else. */
  | { kind: 'call-text'; text: string }
  /** A script's call with a form among its arguments: read part by part as it arrives. */
  | { kind: 'call-form'; form: FormData }
  /** A form posted without JavaScript: its bound arguments live under `$ACTION_<n>:`. */
  | { kind: 'page-form'; form: FormData };

/** React's limit on the slots of nested lists from one root (`arraySizeLimit`). */
const ARRAY_SLOTS_LIMIT = 1_000_000;
/** Next's limit on a page form's bound arguments; no action here takes more than four. */
const MAX_ARGUMENTS = 1000;
/** React's limit on a BigInt's digits. */
const BIGINT_DIGITS_LIMIT = 300;
const WORDS = new Set(['$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0']);
const MODEL_REFERENCE = /^\$([0-9a-f]+)((?::[^:]*)*)$/;

type Part = { value: string; position: number };
type Reading = {
  parts: Map<number, Part>;
  /** A call read as it arrives resolves references when part 0 arrives: what comes later is not there. */
  rootPosition: number | null;
  /** A script's call may send a form's fields ("$K") and values it keeps itself ("$T"). */
  fromScript: boolean;
  /** A form posted without JavaScript names its bound arguments as a promise ("$@1"). */
  promisedArguments: boolean;
  /** Each part read: its JSON and the list slots it holds (counted again wherever a list refers to it). */
  read: Map<number, { model: unknown; slots: number }>;
};

const reading = (parts: Map<number, Part>, how: Omit<Reading, 'parts' | 'read'>): Reading => ({
  parts,
  ...how,
  read: new Map(),
});

/** Whether Next would fail to read these arguments (or this site's pages would never send them). */
export function unreadableActionArguments(body: ActionBody): boolean {
  if (body.kind === 'call-text') {
    const parts = new Map([[0, { value: body.text, position: 0 }]]);
    return !argumentsReadable(
      reading(parts, { rootPosition: null, fromScript: true, promisedArguments: false }),
    );
  }
  if (body.kind === 'call-form') {
    const parts = numberedParts(body.form, '');
    const root = parts?.get(0);
    if (!parts || !root) return true;
    return !argumentsReadable(
      reading(parts, { rootPosition: root.position, fromScript: true, promisedArguments: false }),
    );
  }
  for (const prefix of boundArgumentPrefixes(body.form)) {
    const parts = numberedParts(body.form, prefix);
    if (
      !parts ||
      !boundArgumentsReadable(
        reading(parts, { rootPosition: null, fromScript: false, promisedArguments: true }),
      )
    )
      return true;
  }
  return false;
}

/**
 * A page form's part 0 names its action and where its bound arguments are (`{"id":…,"bound":"$@1"}`).
 * Next checks that the action exists; this checks that the arguments can be read.
 */
function boundArgumentsReadable(reading: Reading): boolean {
  const descriptor = reading.parts.get(0);
  const model = descriptor && parse(descriptor.value);
  if (typeof model !== 'object' || model === null || Array.isArray(model)) return false;
  const { id, bound } = model as { id?: unknown; bound?: unknown };
  if (
    typeof id !== 'string' ||
    !(bound === null || (typeof bound === 'string' && /^\$@[0-9a-f]+$/.test(bound)))
  )
    return false;
  if (!partReadable(reading, 0)) return false;
  if (bound === null) return true;
  const list = reading.read.get(parseInt(bound.slice(2), 16))?.model;
  return Array.isArray(list) && list.length <= MAX_ARGUMENTS;
}

/** A script's call: part 0 must be the list of arguments. */
function argumentsReadable(reading: Reading): boolean {
  if (!partReadable(reading, 0)) return false;
  const list = reading.read.get(0)!.model;
  return Array.isArray(list) && list.length <= MAX_ARGUMENTS;
}

/** `$ACTION_<n>:` for each `$ACTION_REF_<n>` field: where a page form's bound arguments are found. */
function boundArgumentPrefixes(form: FormData): string[] {
  return [...form.keys()]
    .filter((key) => key.startsWith('$ACTION_REF_'))
    .map((key) => `$ACTION_${key.slice('$ACTION_REF_'.length)}:`);
}

/**
 * The parts React reads by number under a prefix (a form's fields go under `_`, stream chunks under `S`).
 * Null when a number comes twice, is written another way ("00", "", "1e0": React reads those as numbers
 * too), or names a file: no page of this site sends any of them.
 */
function numberedParts(form: FormData, prefix: string): Map<number, Part> | null {
  const parts = new Map<number, Part>();
  let position = 0;
  for (const [key, value] of form.entries()) {
    position++;
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (rest.startsWith('_') || rest.startsWith('S')) continue;
    const id = Number(rest);
    if (!Number.isInteger(id) || id < 0) continue;
    if (String(id) !== rest || Object.is(id, -0) || parts.has(id) || typeof value !== 'string') return null;
    parts.set(id, { value, position });
  }
  return parts;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Part `id` and every part it refers to, each read once (references may go round in a circle). */
function partReadable(reading: Reading, id: number): boolean {
  if (reading.read.has(id)) return true;
  const part = reading.parts.get(id);
  if (!part) return false;
  if (reading.rootPosition !== null && part.position > reading.rootPosition) return false;
  const model = parse(part.value);
  if (model === undefined) return false;
  const read = { model, slots: 0 };
  reading.read.set(id, read);
  const slots: ListCount = { slots: 0 };
  const readable = valueReadable(reading, model, Array.isArray(model) ? slots : null);
  read.slots = slots.slots;
  return readable;
}

/** Slots counted from one root list, as React counts them to refuse a body built to exhaust memory. */
type ListCount = { slots: number };

function valueReadable(reading: Reading, value: unknown, list: ListCount | null): boolean {
  if (typeof value === 'string') {
    if (list) list.slots += value.length;
    return stringReadable(reading, value, list) && (!list || list.slots <= ARRAY_SLOTS_LIMIT);
  }
  if (Array.isArray(value)) {
    const count = list ?? { slots: 0 };
    count.slots += value.length + 1;
    return count.slots <= ARRAY_SLOTS_LIMIT && value.every((item) => valueReadable(reading, item, count));
  }
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every((item) => valueReadable(reading, item, null));
  return true;
}

const HEX = /^[0-9a-f]+$/;

/** A string that starts with `$` is React's: an escaped `$`, a value written as a word, or a reference. */
function stringReadable(reading: Reading, value: string, list: ListCount | null): boolean {
  if (!value.startsWith('$') || value.startsWith('$$') || WORDS.has(value)) return true;
  const tag = value[1];
  const rest = value.slice(2);
  if (tag === 'D') return true;
  if (tag === 'n') return /^-?\d+$/.test(rest) && rest.length <= BIGINT_DIGITS_LIMIT;
  if (tag === 'K') return reading.fromScript && HEX.test(rest);
  if (tag === 'T') return reading.fromScript && rest === '';
  if (tag === '@')
    return reading.promisedArguments && HEX.test(rest) && partReadable(reading, parseInt(rest, 16));
  const reference = MODEL_REFERENCE.exec(value);
  if (!reference) return false;
  const id = parseInt(reference[1]!, 16);
  if (!partReadable(reading, id) || !pathLeadsSomewhere(reading.read.get(id)!.model, reference[2]!))
    return false;
  // React counts a list's slots again in every list that refers to it.
  if (list) list.slots += reading.read.get(id)!.slots;
  return true;
}

/**
 * A reference with a path ("$0:2:name") reads the value at that path in a part: each step must be a key
 * the list or object there holds. A key React drops (`__proto__`, a value sent as `undefined`) is not held.
 */
function pathLeadsSomewhere(model: unknown, path: string): boolean {
  let here = model;
  for (const key of path.split(':').slice(1)) {
    if (typeof here !== 'object' || here === null || key === '__proto__' || !Object.hasOwn(here, key))
      return false;
    const next: unknown = (here as Record<string, unknown>)[key];
    if (!Array.isArray(here) && next === '$undefined') return false;
    here = next;
  }
  return true;
}
