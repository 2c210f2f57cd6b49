import type { SiteDb } from '@/lib/db/connection';
import { keepLatestMark, readMark } from '@/lib/db/latest-mark';

const KEPT = 'status-events:kept';
const LAST_EVENT = 'status-events:last-event';

/** What the worker's last look at the subscription found: made, activated, already active, or failed. */
export type SubscriptionOutcome = 'created' | 'activated' | 'active' | `failed:${string}`;
export type StatusEventsMarks = {
  kept: { at: Date; outcome: SubscriptionOutcome } | null;
  lastEvent: Date | null;
};

/**
 * Notes, for the console, the worker's last look at the platform subscription ("<ISO time> <outcome>")
 * and the time of the last status event taken; the latest wins whichever instance wrote it.
 */
export const markSubscription = (db: SiteDb, at: Date, outcome: SubscriptionOutcome) =>
  keepLatestMark(db, KEPT, `${at.toISOString()} ${outcome}`);

export const markStatusEvent = (db: SiteDb, at: Date) => keepLatestMark(db, LAST_EVENT, at.toISOString());

export async function readStatusEventsMarks(db: SiteDb): Promise<StatusEventsMarks> {
  const [kept, lastEvent] = await Promise.all([readMark(db, KEPT), readMark(db, LAST_EVENT)]);
  const [at = '', outcome = 'active'] = kept?.split(' ') ?? [];
  return {
    kept: kept ? { at: new Date(at), outcome: outcome as SubscriptionOutcome } : null,
    lastEvent: lastEvent ? new Date(lastEvent) : null,
  };
}

/** The worker's last look when it could not keep the subscription: when, and the failure's code. */
export function failedLook(marks: StatusEventsMarks | null): { at: Date; code: string } | null {
  const kept = marks?.kept;
  if (!kept?.outcome.startsWith('failed:')) return null;
  return { at: kept.at, code: kept.outcome.slice('failed:'.length) };
}
