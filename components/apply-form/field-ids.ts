/** DOM ids derived from form paths, so an error summary link always finds its field. */
export const inputId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
export const errorId = (name: string) => `${inputId(name)}-error`;
export const hintId = (name: string) => `${inputId(name)}-hint`;

/** The aria-describedby value for a field: its hint and its error, whichever it has. */
export function describedBy(
  name: string,
  { hint, error }: { hint?: boolean; error?: boolean },
): string | undefined {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
