'use client';
import { useEffect, useRef } from 'react';
import type { ApplyFormState } from '@/lib/careers/form-state';

/**
 * The error summary takes focus after a failed submit: when the server answered with errors, and when
 * `request()` is called (the browser's own check failed). Its errors may arrive a render later.
 */
export function useSummaryFocus(state: ApplyFormState) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (state.status !== 'error') return;
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
