'use client';
import { useEffect, useRef } from 'react';
import { hasAnswers, type Draft } from '@/lib/careers/drafts/draft-values';
import { clearOwnLocalDraft, writeLocalDraft } from './local-draft';

/** Waits for a pause in typing, so a keystroke costs no storage write. */
const SAVE_AFTER_MS = 400;

type Options = {
  postingId: string;
  /** Calls back on every change of the form's values; answers the way to stop. */
  subscribe: (onChange: () => void) => () => void;
  /** The draft as it stands now. */
  snapshot: () => Draft;
};

/**
 * Keeps the candidate's answers in this browser as they type (never files, never sent anywhere), so a
 * reload or a lost connection does not lose them. A form emptied again leaves no draft of its tab behind.
 */
export function useDraftAutosave({ postingId, subscribe, snapshot }: Options) {
  const latest = useRef(snapshot);
  useEffect(() => {
    latest.current = snapshot;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const draft = latest.current();
      if (hasAnswers(draft.values) || draft.draftToken) writeLocalDraft(postingId, draft, Date.now());
      else clearOwnLocalDraft(postingId);
    };
    const stop = subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_MS);
    });
    // Leaving the page (a reload, closing the tab) before the pause is over saves at once: the last
    // keystrokes would be lost otherwise.
    const saveNow = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    window.addEventListener('pagehide', saveNow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', saveNow);
      stop();
    };
  }, [postingId, subscribe]);
}
