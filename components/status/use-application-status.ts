'use client';
import { useRef } from 'react';
import useSWR from 'swr';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import { nextPollInterval } from './poll-interval';

/** What a poll finds when the site no longer keeps the application (deleted as asked, or purged). */
export const GONE = 'gone';

async function fetchStatus(url: string): Promise<ApplicationStatusView | typeof GONE> {
  const response = await fetch(url, { cache: 'no-store' });
  if (response.status === 404) return GONE;
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as ApplicationStatusView;
}

/**
 * The application's status, polled: the interval backs off while nothing changes, resets when the step
 * moves, stops at a final status or once the application is gone, and SWR revalidates when the window
 * regains focus.
 */
export function useApplicationStatus(token: string, initial: ApplicationStatusView) {
  const unchanged = useRef(0);
  const lastStep = useRef(initial.step);
  return useSWR(`/api/applications/${encodeURIComponent(token)}/status`, fetchStatus, {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: true,
    keepPreviousData: true,
    refreshInterval: (latest) => {
      if (latest === GONE) return 0;
      const current = latest ?? initial;
      if (current.step === lastStep.current) unchanged.current += 1;
      else unchanged.current = 0;
      lastStep.current = current.step;
      return nextPollInterval(Math.max(0, unchanged.current - 1), current.final);
    },
  });
}
