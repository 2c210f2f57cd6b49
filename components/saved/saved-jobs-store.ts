'use client';
import { savedIdsFromStorage, toggledSavedIds } from '@/lib/careers/saved/saved-ids';
import { browserStore } from './browser-store';

const savedJobs = browserStore<readonly string[]>('saved-jobs', savedIdsFromStorage);

/** The saved posting ids, newest first; null where saving cannot work (see browserStore). */
export const useSavedJobs = savedJobs.use;

export function toggleSavedJob(id: string) {
  savedJobs.write(toggledSavedIds(savedJobs.read() ?? [], id));
}

/** Drops ids the site no longer knows (the saved-jobs page names them). */
export function forgetSavedJobs(ids: readonly string[]) {
  const current = savedJobs.read() ?? [];
  if (ids.some((id) => current.includes(id))) savedJobs.write(current.filter((id) => !ids.includes(id)));
}
