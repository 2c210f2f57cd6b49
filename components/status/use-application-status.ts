'use client';
import { useRef } from 'react';
import useSWR from 'swr';
import type { ApplicationStatusView } from '@/lib/careers/status/application-status';
import { nextPollInterval } from './poll-interval';

async function fetchStatus(url: string): Promise<ApplicationStatusView> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as ApplicationStatusView;
}

/**
 * The application's status, polled: the interval backs off while nothing changes, resets when the step
 * moves, stops at a final status, and SWR revalidates when the window regains focus.
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
      const current = latest ?? initial;
      if (current.step === lastStep.current) unchanged.current += 1;
      else unchanged.current = 0;
      lastStep.current = current.step;
      return nextPollInterval(Math.max(0, unchanged.current - 1), current.final);
    },
  });
}
