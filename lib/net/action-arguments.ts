import { partReadable, type Part, type ReplyReading } from './reply-parts';

/**
 * Whether React's decoder can read a server action call's arguments, checked before Next hands them to
 * it. React's reply format lets one argument refer to another part of the body ("$1", "$1:key", "$Q2", …);
 * a reference to a part the body does not hold, a path that leads nowhere, a part that is no JSON, or a
 * limit passed makes the decoder throw, and Next answers that with a 500 (an error row with a digest for a
 * script's call, a bare "Internal Server Error" for a form posted without JavaScript). What each part may
 * hold is in reply-parts.ts; action-arguments.decoder.test.ts holds both to React's own decoder.
 */

/** How Next reads the body, which decides what a reference may point to. */
export type ActionBody =
  /** A script's call whose arguments are all plain values: one JSON text, part 0, nothing else. */
  | { kind: 'call-text'; text: string }
  /** A script's call with a form among its arguments: read part by part as it arrives. */
  | { kind: 'call-form'; form: FormData }
  /** A form posted without JavaScript: its bound arguments live under `$ACTION_<n>:`. */
  | { kind: 'page-form'; form: FormData };

/** Next's limit on a page form's bound arguments, kept for a script's call too: no action takes five. */
const MAX_ARGUMENTS = 1000;

const reading = (parts: Map<number, Part>, how: Omit<ReplyReading, 'parts' | 'readParts'>): ReplyReading => ({
  parts,
  ...how,
  readParts: new Map(),
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
  return boundArgumentPrefixes(body.form).some((prefix) => {
    const parts = numberedParts(body.form, prefix);
    return (
      !parts ||
      !boundArgumentsReadable(
        reading(parts, { rootPosition: null, fromScript: false, promisedArguments: true }),
      )
    );
  });
}

/** A script's call: part 0 must be the list of arguments. */
function argumentsReadable(reading: ReplyReading): boolean {
  return partReadable(reading, 0) && isArgumentList(reading.readParts.get(0));
}

const isArgumentList = (value: unknown) => Array.isArray(value) && value.length <= MAX_ARGUMENTS;

/**
 * A page form's part 0 names its action and where its bound arguments are (`{"id":…,"bound":"$@1"}`; a
 * form with no bound arguments names its action by `$ACTION_ID_` instead). Next checks that the action
 * exists; this checks that the arguments can be read, and are a list.
 */
function boundArgumentsReadable(reading: ReplyReading): boolean {
  if (!partReadable(reading, 0)) return false;
  const descriptor = reading.readParts.get(0);
  if (typeof descriptor !== 'object' || descriptor === null) return false;
  const { id, bound } = descriptor as { id?: unknown; bound?: unknown };
  if (typeof id !== 'string' || typeof bound !== 'string' || !/^\$@[0-9a-f]+$/.test(bound)) return false;
  return isArgumentList(reading.readParts.get(parseInt(bound.slice(2), 16)));
}

/** `$ACTION_<n>:` for each `$ACTION_REF_<n>` field: where a page form's bound arguments are found. */
function boundArgumentPrefixes(form: FormData): string[] {
  return [...form.keys()]
    .filter((key) => key.startsWith('$ACTION_REF_'))
    .map((key) => `$ACTION_${key.slice('$ACTION_REF_'.length)}:`);
}

/**
 * The parts React reads by number under a prefix (a form's fields go under `_`, stream chunks under `S`).
 * Null when a number comes twice, is written another way ("00", "", "1e0": a call reads those as numbers
 * too, a page form does not), or names a file: no page of this site sends any of them.
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
