/**
 * A sentence for the candidate as it travels through zod, react-hook-form and the action's state: the
 * key of its translation (messages/en.json) and its values, in one string, turned into words where it is
 * shown — in the page's language, for the browser's checks and the server's alike.
 */
/** A value is a word or a number, or alternatives ("PDF, DOC or PNG") worded in the page's language. */
export type MessageValue = string | number | { anyOf: readonly string[] };
export type MessageValues = Record<string, MessageValue>;

const SEPARATOR = '|';

/** `errors.required`, or `errors.tooManyEntries|{"max":100}`. */
export function messageKey(key: string, values?: MessageValues): string {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

/** The key and values of a message; a text that is not one (an odd message from a library) has neither. */
export function readMessageKey(text: string): { key: string; values?: MessageValues } | null {
  const at = text.indexOf(SEPARATOR);
  const key = at === -1 ? text : text.slice(0, at);
  if (!/^[a-z][A-Za-z]*\.[A-Za-z]+$/.test(key)) return null;
  if (at === -1) return { key };
  try {
    const values: unknown = JSON.parse(text.slice(at + 1));
    return values !== null && typeof values === 'object' ? { key, values: values as MessageValues } : null;
  } catch {
    return null;
  }
}

/** The values as a translation takes them: alternatives joined the way the language says "or". */
export function valuesIn(locale: string, values: MessageValues | undefined) {
  if (!values) return undefined;
  const alternatives = new Intl.ListFormat(locale, { type: 'disjunction' });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? alternatives.format(value.anyOf) : value,
    ]),
  );
}
