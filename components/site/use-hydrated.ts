'use client';
import { useSyncExternalStore } from 'react';

/** Hydration never changes back: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * False while the page renders on the server and hydrates, true once its code runs in the browser:
 * what needs a script is offered from then on, and the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
