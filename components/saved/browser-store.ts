'use client';
import { useSyncExternalStore } from 'react';

/** The browser's storage, or null where it is refused (blocked cookies, some private windows). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One value kept in the browser's storage under `key`, read through `parse`, that every reader on the
 * page and in the browser's other tabs follows: the saved jobs, the jobs applied to. Null on the server,
 * while hydrating, and where storage is refused, so what depends on it shows only where it can work.
 */
export function browserStore<T>(key: string, parse: (raw: string | null) => T) {
  // The `storage` event reaches only the browser's other tabs; this page's readers are told by this one.
  const changed = `${key}-changed`;
  let last: { raw: string | null; value: T } | undefined;

  /** The same value for the same stored text: React compares snapshots by identity. */
  function read(): T | null {
    let raw: string | null;
    try {
      const store = storage();
      if (!store) return null;
      raw = store.getItem(key);
    } catch {
      return null;
    }
    if (!last || last.raw !== raw) last = { raw, value: parse(raw) };
    return last.value;
  }

  function subscribe(onChange: () => void) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(changed, onChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(changed, onChange);
    };
  }

  function write(value: T) {
    try {
      storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or refused: the value stays as it was, and what shows it says so.
    }
    window.dispatchEvent(new Event(changed));
  }

  const serverSnapshot = () => null;
  const use = (): T | null => useSyncExternalStore(subscribe, read, serverSnapshot);
  return { use, read, write };
}
