'use client';
import { useEffect } from 'react';
import { savedJobsHref } from '@/lib/careers/saved/saved-ids';
import { forgetSavedJobs, useSavedJobs } from './saved-jobs-store';

/**
 * The saved-jobs page's part in the browser. Reached without a list in its address (a bookmark of the bare
 * page), it shows this browser's list instead. Ids the site no longer knows are forgotten, so the count in
 * the header matches what the page can show.
 */
export function SavedJobsSync({
  path,
  addressed,
  gone,
}: {
  path: string;
  addressed: boolean;
  gone: string[];
}) {
  const saved = useSavedJobs();
  useEffect(() => {
    if (gone.length > 0) forgetSavedJobs(gone);
  }, [gone]);
  useEffect(() => {
    if (!addressed && saved && saved.length > 0) window.location.replace(savedJobsHref(path, saved));
  }, [addressed, saved, path]);
  return null;
}
