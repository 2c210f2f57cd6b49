'use client';
import { useEffect, useRef } from 'react';
import type { ApplyFormState } from '@/lib/careers/form-state';

/**
 * The error summary takes focus after a failed submit: when the server answers with errors, and when
 * `request()` is called (the browser's own check failed). Its errors may arrive a render later. The
 * answer a form mounted with is not news: a form swapped in later must not pull focus back to it.
 */
export function useSummaryFocus(state: ApplyFormState) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const mountedWith = useRef(state);
  useEffect(() => {
    if (state.status !== 'error' || state === mountedWith.current) return;
    pending.current = true;
    summaryRef.current?.focus();
  }, [state]);
  useEffect(() => {
    if (pending.current && summaryRef.current) {
      pending.current = false;
      summaryRef.current.focus();
    }
  });
  return { summaryRef, request: () => (pending.current = true) };
}
