'use client';
import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ApplicationValues } from '@/lib/careers/application-values';
import type { FileField } from '@/lib/careers/form-state';
import { DRAFT_LINK_PARAM, hasAnswers, toDraftValues, type Draft } from '@/lib/careers/drafts/draft-values';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { defaultValues } from '../default-values';
import { inputId } from '../field-ids';
import type { DraftNoticeShown } from './draft-notice';
import { clearLocalDraft, openingLocalDraft, writeLocalDraft } from './local-draft';
import type { RestoredDraft } from './restored-draft';
import { useDraftAutosave } from './use-draft-autosave';
import { valueUpdates } from './value-updates';

type Options = {
  form: RenderedForm;
  /** The answers behind a "finish later" link, already rendered into the form by the server. */
  restored?: RestoredDraft;
  /** A link that no longer opens answers: said until answers come back or are cleared. */
  linkEnded?: boolean;
  /** A fresh form (not one the server sent back with errors): only then is this browser's draft put back. */
  fresh: boolean;
  startValues: ApplicationValues;
  getValues: () => ApplicationValues;
  setValues: (updates: [string, unknown][]) => void;
  subscribe: (onChange: () => void) => () => void;
  /** Paths the candidate typed into before hydration: newer than any draft, so never overwritten. */
  typedPaths: () => string[];
};

/**
 * Whether this browser's draft is newer than a link's, and so put back on the link's page. A link's server
 * copy never changes once made, so answers typed here since it was saved are the newer: from the same link
 * (opened again, or its page switched to another language), or after a newer "finish later" link was
 * made. An older link must not bring its answers back over them, nor overwrite this browser's copy.
 */
function newerThanLink(opening: Draft | null, restored: RestoredDraft): boolean {
  if (!opening || !hasAnswers(opening.values)) return false;
  if (opening.draftToken === restored.draftToken) return true;
  return opening.ageMs !== undefined && restored.ageMs !== undefined && opening.ageMs < restored.ageMs;
}

/** Hydration never changes back, nor does the draft found on opening: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * The form's draft: put back when the page opens (this browser's, or a link's), kept as the candidate
 * types, cleared by "start over". The shared page's HTML never holds one: the browser's draft is read
 * after hydration, so every visitor of a cached page gets the same markup.
 */
export function useFormDraft(options: Options) {
  const { form, restored, linkEnded, startValues, setValues } = options;
  // As the page opened: a send refused later (offline, too quick, a challenge) keeps the draft and its token.
  const [fresh] = useState(options.fresh);
  const opening = useSyncExternalStore(
    noSubscription,
    () => (fresh ? openingLocalDraft(form.postingId) : null),
    () => null,
  );
  const local = opening && (!restored || newerThanLink(opening, restored)) ? opening : null;
  const [startedOver, setStartedOver] = useState(false);
  // The answers "start over" cleared, until the candidate writes new ones: what "undo" puts back.
  const [cleared, setCleared] = useState<ApplicationValues | null>(null);
  const [chosenAgain, setChosenAgain] = useState<FileField[]>([]);
  const [savedToken, setSavedToken] = useState<{ token?: string } | null>(null);
  const restoredHere = Boolean(restored) || Boolean(local && hasAnswers(local.values));
  const draftToken = savedToken ? savedToken.token : (local?.draftToken ?? restored?.draftToken);
  // A link opened on another device asks for its files too: the sealed draft names the fields that had one.
  const reselect = startedOver
    ? []
    : (local?.filesChosen ?? restored?.filesChosen ?? []).filter((name) => !chosenAgain.includes(name));

  // Before paint, so the restored answers never blink in.
  useLayoutEffect(() => {
    if (!local || !hasAnswers(local.values)) return;
    const typed = new Set(options.typedPaths());
    const target = defaultValues(form, { ...local.values, consent: startValues.consent });
    setValues(valueUpdates(startValues, target).filter(([path]) => !typed.has(path)));
    // Once, when the draft is found on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [local]);
  // A link's answers now live in this browser: a reload shows the shared page (with the link's campaign),
  // not the link's again, nor an ended link's notice.
  useEffect(() => {
    if (!restored && !linkEnded) return;
    // Read here, not from `local`: the first (hydrating) render has not read this browser's draft yet.
    if (restored && !newerThanLink(openingLocalDraft(form.postingId), restored)) {
      const { values, filesChosen, draftToken: token } = restored;
      writeLocalDraft(form.postingId, { values, filesChosen, draftToken: token }, Date.now());
    }
    const address = new URL(window.location.href);
    address.searchParams.delete(DRAFT_LINK_PARAM);
    address.hash = 'apply';
    window.history.replaceState(window.history.state, '', address);
  }, [restored, linkEnded, form.postingId, local]);

  const { getValues } = options;
  // The answers as a draft keeps them: a field still asked for again counts as having its file.
  const readDraft = () => {
    const values = getValues();
    const files = { resume: values.resume, avatar: values.avatar } as Record<FileField, unknown>;
    const filesChosen = (['resume', 'avatar'] as const).filter(
      (name) => (files[name] as FileList | null | undefined)?.length || reselect.includes(name),
    );
    return { values: toDraftValues(values), filesChosen };
  };
  useDraftAutosave({
    postingId: form.postingId,
    subscribe: options.subscribe,
    snapshot: () => ({ ...readDraft(), ...(draftToken ? { draftToken } : {}) }),
  });

  const startOver = useCallback(() => {
    // A copy: react-hook-form's values share their nested objects, which clearing the form changes.
    // Files stay chosen through a start over, so they are not kept.
    const before = structuredClone({ ...getValues(), resume: undefined, avatar: undefined });
    setCleared(before);
    setValues(valueUpdates(before, defaultValues(form)));
    clearLocalDraft(form.postingId);
    // Loaded on this click only: few candidates start over, and fewer still from a link. Should it fail,
    // the server's copy is deleted anyway when its link expires.
    if (draftToken)
      import('@/lib/careers/drafts/draft-actions')
        .then(({ forgetDraftLink }) => forgetDraftLink(draftToken))
        .catch(() => {});
    setSavedToken({});
    setStartedOver(true);
    document.getElementById(inputId('firstName'))?.focus();
  }, [draftToken, form, getValues, setValues]);
  // The answers come back (kept in this browser from then on; a link's server copy stays deleted).
  const undo = useCallback(() => {
    if (!cleared) return;
    setValues(valueUpdates(getValues(), cleared));
    setCleared(null);
    document.getElementById(inputId('firstName'))?.focus();
  }, [cleared, getValues, setValues]);
  // Once new answers are written, "undo" is no longer offered: it would overwrite them with the old.
  const { subscribe } = options;
  useEffect(() => {
    if (!cleared) return;
    return subscribe(() => {
      if (hasAnswers(toDraftValues(getValues()))) setCleared(null);
    });
  }, [cleared, subscribe, getValues]);

  let notice: DraftNoticeShown = null;
  if (cleared) notice = 'cleared';
  else if (restoredHere && !startedOver) notice = 'restored';
  else if (linkEnded && !startedOver) notice = 'linkEnded';
  return {
    notice,
    startOver,
    undo,
    draftToken,
    reselect,
    readDraft,
    // Kept in this browser at once: the candidate may well close the tab now, with no save pending, and the
    // token is what deletes the server's copy when they apply.
    onDraftSaved: (token: string) => {
      setSavedToken({ token });
      writeLocalDraft(form.postingId, { ...readDraft(), draftToken: token }, Date.now());
    },
    onFileChosen: (name: FileField) => setChosenAgain((names) => [...names, name]),
  };
}
