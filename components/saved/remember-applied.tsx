'use client';
import { useEffect } from 'react';
import { rememberAppliedBefore } from './applied-jobs-store';

type Props = { applied: { postingId: string; submittedAt: string }[] };

/**
 * On a page that shows the candidate their own applications (a status page, the page of them all): the
 * jobs are marked "Applied" in this browser too, so the marks follow them to a browser they did not
 * apply from. Renders nothing.
 */
export function RememberApplied({ applied }: Props) {
  // Again on a new render's array: it writes only what is new, so that costs one read of storage.
  useEffect(() => rememberAppliedBefore(applied), [applied]);
  return null;
}
