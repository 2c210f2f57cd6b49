import { POSTING_UUID } from '../posting-id';

/**
 * The jobs this browser applied to, and when (components/saved/applied-jobs-store.ts): so the list and
 * a posting's page can say "Applied" to a candidate who has forgotten, before they apply twice. Kept in
 * the browser only, and only the job and the day: the status link stays in the confirmation mail.
 */

/** How long the mark stays: past the time most hiring takes, then it is forgotten. */
export const APPLIED_KEPT_DAYS = 180;
const KEPT_MS = APPLIED_KEPT_DAYS * 24 * 3600 * 1000;
/** A candidate applying to more in half a year is well served by their mailbox. */
const MAX_APPLIED = 100;

/** Posting uuid → when this browser applied (ms since the epoch). */
export type AppliedJobs = Readonly<Record<string, number>>;

/** The marks as stored (a JSON object), without anything older than kept, from the future, or not a job's. */
export function appliedFromStorage(raw: string | null, nowMs: number): AppliedJobs {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const kept = Object.entries(parsed).filter(
      (entry): entry is [string, number] =>
        POSTING_UUID.test(entry[0]) &&
        typeof entry[1] === 'number' &&
        entry[1] > nowMs - KEPT_MS &&
        entry[1] <= nowMs + 60_000,
    );
    return Object.fromEntries(kept.sort((a, b) => b[1] - a[1]).slice(0, MAX_APPLIED));
  } catch {
    return {};
  }
}

/** The marks with `postingId` applied to now; the oldest make room past the cap. */
export function withApplied(applied: AppliedJobs, postingId: string, nowMs: number): AppliedJobs {
  const entries = Object.entries({ ...applied, [postingId.toLowerCase()]: nowMs });
  return Object.fromEntries(entries.sort((a, b) => b[1] - a[1]).slice(0, MAX_APPLIED));
}
