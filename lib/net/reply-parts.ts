import { parseJsonText } from '@/lib/json-text';

/**
 * The parts of a server action body as React's decoder reads them (react-server-dom's `parseModelString`,
 * `getOutlinedModel`, `getChunk`), to tell before Next does whether they can be read. Each part is JSON; a
 * string in it that starts with `$` is React's: an escaped `$`, a value written as a word, or a reference
 * to another part ("$1", "$1:key:0").
 *
 * Only what the site's own pages send is taken: strings, numbers, plain objects and lists, dates,
 * `undefined`, and a form's fields ("$K1", in a script's call). Promises (except a page form's bound
 * arguments), maps, sets, iterators, blobs, typed arrays, streams, big integers, functions and values a
 * script keeps itself ("$T") are refused even where React could read them: no action here takes one.
 */

export type Part = { value: string; position: number };

export type ReplyReading = {
  parts: Map<number, Part>;
  /** A script's call with a form is read as it arrives: parts after part 0 are not there yet. */
  rootPosition: number | null;
  /** A script's call may send a form's fields ("$K1"). */
  fromScript: boolean;
  /** A form posted without JavaScript names its bound arguments as a promise ("$@1"). */
  promisedArguments: boolean;
  /** Each part read so far, parsed. */
  readParts: Map<number, unknown>;
};

/** Slots counted from one root list, as React counts them to refuse a body built to exhaust memory. */
type ListCount = { slots: number };

/** React's limit on the slots of nested lists from one root (`arraySizeLimit`). */
const ARRAY_SLOTS_LIMIT = 1_000_000;
const WORDS = new Set(['$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0']);
const HEX = /^[0-9a-f]+$/;
const MODEL_REFERENCE = /^\$([0-9a-f]+)((?::[^:]*)*)$/;

/** Part `id` and every part it refers to, each read once (references may go round in a circle). */
export function partReadable(reading: ReplyReading, id: number): boolean {
  if (reading.readParts.has(id)) return true;
  const part = reading.parts.get(id);
  if (!part) return false;
  if (reading.rootPosition !== null && part.position > reading.rootPosition) return false;
  const model = parseJsonText(part.value);
  if (model === undefined) return false;
  reading.readParts.set(id, model);
  return valueReadable(reading, model, null);
}

function valueReadable(reading: ReplyReading, value: unknown, list: ListCount | null): boolean {
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

function stringReadable(reading: ReplyReading, value: string, list: ListCount | null): boolean {
  if (!value.startsWith('$') || value.startsWith('$$') || WORDS.has(value) || value.startsWith('$D'))
    return true;
  const rest = value.slice(2);
  if (value[1] === 'K') return reading.fromScript && HEX.test(rest);
  if (value[1] === '@')
    return reading.promisedArguments && HEX.test(rest) && partReadable(reading, parseInt(rest, 16));
  const reference = MODEL_REFERENCE.exec(value);
  if (!reference) return false;
  const id = parseInt(reference[1]!, 16);
  if (!partReadable(reading, id) || !pathLeadsSomewhere(reading.readParts.get(id), reference[2]!))
    return false;
  // React counts what a reference leads to again in the list that holds it; the part's length bounds
  // that, whatever the path (the pages' own references are to small values).
  if (list) list.slots += reading.parts.get(id)!.value.length;
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
