/**
 * Text from a query string with its control characters as spaces: a NUL from a hand-made URL is no one's
 * search words, and no database takes it (PostgreSQL refuses it in text and jsonb: an error, not a page).
 */
export const withoutControls = (value: string): string => value.replace(/\p{Cc}/gu, ' ');

/** Whether text holds a control character (a NUL, a line break): what withoutControls replaces. */
export const hasControls = (value: string): boolean => /\p{Cc}/u.test(value);
