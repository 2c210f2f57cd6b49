'use client';
import { appliedFromStorage, withApplied, type AppliedJobs } from '@/lib/careers/saved/applied-jobs';
import { browserStore } from './browser-store';

// Parsed with the time of reading: a mark past its keeping is gone the next time it is read.
const appliedJobs = browserStore<AppliedJobs>('applied-jobs', (raw) => appliedFromStorage(raw, Date.now()));

/** When this browser applied to each job; null where storage cannot work (see browserStore). */
export const useAppliedJobs = appliedJobs.use;

/** Called once an application is received (the apply form's confirmation). */
export function rememberApplied(postingId: string) {
  appliedJobs.write(withApplied(appliedJobs.read() ?? {}, postingId, Date.now()));
}

/**
 * Applications the candidate opened from their mail, perhaps in another browser than they applied in:
 * each job is marked here too, on the day it was applied to. Nothing is written when nothing is new.
 */
export function rememberAppliedBefore(applied: { postingId: string; submittedAt: string }[]) {
  const before = appliedJobs.read();
  if (!before) return;
  const after = applied.reduce(
    (marks, { postingId, submittedAt }) => withApplied(marks, postingId, Date.parse(submittedAt)),
    before,
  );
  // As stored: a mark past its keeping, or not a job's, is left out again.
  const kept = appliedFromStorage(JSON.stringify(after), Date.now());
  if (JSON.stringify(kept) !== JSON.stringify(before)) appliedJobs.write(kept);
}
