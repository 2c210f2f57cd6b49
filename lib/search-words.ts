/** Quotes around a title as candidates paste one ("…", “…”, „…“, «…»): no word holds them. */
const QUOTES = /["\u201c\u201d\u201e\u00ab\u00bb]/g;

/**
 * A search's words, as the embedded platform's search and a job alert both read them: split at spaces,
 * quotes dropped, so a quoted title finds what it finds unquoted, and its alert mails the same jobs.
 */
export function searchWords(q: string): string[] {
  return q.replace(QUOTES, ' ').split(/\s+/).filter(Boolean);
}
