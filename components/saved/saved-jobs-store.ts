'use client';
import { useSyncExternalStore } from 'react';
import { savedIdsFromStorage, toggledSavedIds } from '@/lib/careers/saved/saved-ids';

const STORAGE_KEY = 'saved-jobs';
/** Told to this page's own readers: the `storage` event only reaches the browser's other tabs. */
const CHANGED_EVENT = 'saved-jobs-changed';

/** The browser's storage, or null where it is refused (blocked cookies, some private windows). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let last: { raw: string | null; ids: readonly string[] } | undefined;

/** The same array for the same stored text: React compares snapshots by identity. */
function snapshot(): readonly string[] | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (last?.raw !== raw) last = { raw, ids: savedIdsFromStorage(raw) };
  return last.ids;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** Null on the server, while hydrating, and where storage is refused: then nothing about saving shows. */
const serverSnapshot = () => null;

/** The saved posting ids, newest first; every reader on the page and in other tabs follows a change. */
export function useSavedJobs(): readonly string[] | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

function write(ids: readonly string[]) {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Full or refused: the list stays as it was, and the buttons show it so.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function toggleSavedJob(id: string) {
  write(toggledSavedIds(snapshot() ?? [], id));
}

/** Drops ids the site no longer knows (the saved-jobs page names them). */
export function forgetSavedJobs(ids: readonly string[]) {
  const current = snapshot() ?? [];
  if (ids.some((id) => current.includes(id))) write(current.filter((id) => !ids.includes(id)));
}
