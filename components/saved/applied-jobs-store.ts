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
