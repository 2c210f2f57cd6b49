import { POSTING_UUID } from '../posting-id';

/**
 * Saved jobs: a candidate's shortlist, kept in their browser only (components/saved). The list is a
 * handful of posting ids, newest first; the saved-jobs page is given them in its address, so the list
 * can be bookmarked or sent to oneself for another device, and the site keeps nothing of it.
 */

/** Enough for any search; past it the oldest saved job makes room for the newest. */
export const MAX_SAVED_JOBS = 50;

/** The saved-jobs page's query parameter: the ids, comma-separated, in the order saved. */
export const SAVED_JOBS_PARAM = 'jobs';

/** The ids of a list from anywhere (storage, an address): posting uuids only, each once, at most the cap. */
export function cleanSavedIds(values: readonly unknown[]): string[] {
  const ids = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => POSTING_UUID.test(value));
  return [...new Set(ids)].slice(0, MAX_SAVED_JOBS);
}

/** The list as the browser keeps it (a JSON array); anything else, or nothing, is an empty list. */
export function savedIdsFromStorage(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? cleanSavedIds(parsed) : [];
  } catch {
    return [];
  }
}

/** The list an address names (`?jobs=a,b`); a repeated parameter is read as one list. */
export function savedIdsFromQuery(value: string | string[] | undefined): string[] {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  return cleanSavedIds(values.flatMap((part) => part.split(',')));
}

/** The list with `id` saved (first: newest) or, when it was saved, without it. */
export function toggledSavedIds(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : cleanSavedIds([id, ...ids]);
}

/** The saved-jobs page at `path` (its language's) showing `ids`. */
export function savedJobsHref(path: string, ids: readonly string[]): string {
  return ids.length > 0 ? `${path}?${SAVED_JOBS_PARAM}=${ids.join(',')}` : path;
}
