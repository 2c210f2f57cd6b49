'use client';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { ApplicationValues } from '@/lib/careers/application-values';
import { askedQuestionIds } from '@/lib/careers/asked-questions';
import type { ApplyFormState, FileField } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { useHydrated } from '@/components/site/use-hydrated';
import { ApplyFormBody } from './apply-form-body';
import { defaultValues } from './default-values';
import { DraftNotice } from './drafts/draft-notice';
import { inputId } from './field-ids';
import type { RestoredDraft } from './drafts/restored-draft';
import { useFormDraft } from './drafts/use-form-draft';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { optionalLazy } from './optional-lazy';
import { resumeWorthReading } from './resume/resume-kind';
import { ResumeNote } from './resume/resume-note';
import { postedData } from './posted-data';
import { summaryItems } from './summary-items';
import {
  changedSince,
  readTypedBeforeHydration,
  restoreCaret,
  type TypedBeforeHydration,
} from './typed-before-hydration';
import { useSummaryFocus } from './use-summary-focus';

// The resume reader and its parsers load only once a resume is chosen.
const ResumeAutofill = optionalLazy(() =>
  import('./resume/resume-autofill').then((module) => module.default),
);
// Shown only once the page has hydrated: its code (and its server action) loads then, not with the page.
const FinishLater = optionalLazy(() => import('./drafts/finish-later').then((module) => module.FinishLater));

type Props = {
  form: RenderedForm;
  state: ApplyFormState;
  formAction: (formData: FormData) => void;
  pending: boolean;
  countries: { code: string; name: string }[];
  formToken: string;
  hiddenFields?: Record<string, string>;
  announcement: string;
  onAnnounce: (message: string) => void;
  /** The answers behind a "finish later" link, rendered from the server. */
  restored?: RestoredDraft;
  /** A "finish later" link that no longer opens answers: the notice says so. */
  linkEnded?: boolean;
};

/** react-hook-form's nested errors as form path → message. */
function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) flat[path] = value.message;
    else if (typeof value === 'object') Object.assign(flat, flattenErrors(value as FieldErrors, path));
  }
  return flat;
}

/**
 * The form, one tree from the server's HTML on: react-hook-form binds the server-rendered inputs where
 * they are (uncontrolled), the same zod schema as the server checks each field as the candidate goes
 * once its chunk has loaded, conditional questions follow their parent at once, and only a form that
 * passes is sent to the server action. Without JavaScript the same markup posts to the action.
 */
export function ApplyFormRoot({ form, state, formAction, pending, restored, linkEnded, ...body }: Props) {
  const formId = useId();
  const returned = state.status === 'error' || state.status === 'editing' ? state.values : undefined;
  // What the server rendered: the first render in the browser must be the same.
  const [startValues] = useState<ApplicationValues>(() =>
    defaultValues(form, returned ?? (restored ? { ...restored.values, consent: {} } : undefined)),
  );
  const [resumeFile, setResumeFile] = useState<File | null>(null);
  // A form posted without JavaScript comes back without its files (no page can put one back): the fields
  // that had one ask for it again. Read once: after a scripted send the browser still holds them.
  const [postedFiles] = useState(() => returned?.filesToChooseAgain ?? []);
  const [chosenAgain, setChosenAgain] = useState<FileField[]>([]);

  const beforeHydration = useRef<TypedBeforeHydration | null>(null);
  // The form's first element: its ref is attached before any field registers (children first, in order).
  const readTyped = useCallback(
    (marker: HTMLElement | null) => {
      if (marker?.parentElement instanceof HTMLFormElement && !beforeHydration.current)
        beforeHydration.current = readTypedBeforeHydration(form, marker.parentElement);
    },
    [form],
  );
  const validation = useMemo(() => lazySchemaResolver(form), [form]);
  const methods = useForm<FieldValues>({
    resolver: validation.resolver,
    defaultValues: startValues,
    // When each field is checked before the first submit is useField's rule (field-hooks.ts).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const hydrated = useHydrated();
  const [checking, setChecking] = useState(false);
  const t = useTranslations('form');
  const draftWords = useTranslations('drafts');
  const { summaryRef, request } = useSummaryFocus(state);
  // Bumped on every failed check, so the page re-renders and the summary takes focus again.
  const [, setAttempt] = useState(0);

  // Watched before the restore below runs, so answers put back reach it (a follow-up question appears).
  const answers = useWatch({ control: methods.control, name: 'answers' }) as ApplicationValues['answers'];
  const setValues = useCallback(
    (updates: [string, unknown][]) => {
      for (const [path, value] of updates) methods.setValue(path, value, { shouldDirty: true });
    },
    [methods],
  );
  const getValues = useCallback(() => methods.getValues() as ApplicationValues, [methods]);
  const subscribe = useCallback(
    (onChange: () => void) => methods.subscribe({ formState: { values: true }, callback: onChange }),
    [methods],
  );
  const draft = useFormDraft({
    form,
    restored,
    linkEnded,
    fresh: state.status === 'idle',
    startValues,
    getValues,
    setValues,
    subscribe,
    typedPaths: () =>
      beforeHydration.current ? changedSince(startValues, beforeHydration.current.typed).map(([p]) => p) : [],
  });
  const reselect = [
    ...new Set([...draft.reselect, ...postedFiles.filter((name) => !chosenAgain.includes(name))]),
  ];
  const startOver = () => {
    draft.startOver();
    methods.clearErrors();
  };
  // Registering the fields set them to the starting values: put back what was typed meanwhile, before paint.
  useLayoutEffect(() => {
    const typed = beforeHydration.current;
    if (!typed) return;
    for (const [path, value] of changedSince(startValues, typed.typed))
      methods.setValue(path, value, { shouldDirty: true });
    restoreCaret(typed.caret);
  }, [startValues, methods]);
  useEffect(() => {
    void validation.preload().then(setChecking);
  }, [validation]);
  // Errors the server found become field errors, which clear as the candidate corrects each field
  // (before paint, so the summary never blinks out as the page hydrates).
  useLayoutEffect(() => {
    if (state.status !== 'error') return;
    for (const [name, message] of Object.entries(state.fieldErrors))
      methods.setError(name, { type: 'server', message });
  }, [state, methods]);

  const values = { ...(methods.getValues() as ApplicationValues), answers };
  // The server's errors until the page has hydrated (they reach react-hook-form right after).
  const errors = hydrated
    ? flattenErrors(methods.formState.errors)
    : state.status === 'error'
      ? state.fieldErrors
      : {};
  // The summary lists what stops the form once the candidate has tried to send it, not while they go
  // through the fields (it is an alert: it would speak up, and push the form down, at every field left).
  const triedToSend = methods.formState.isSubmitted || state.status === 'error';
  return (
    <FormProvider {...methods}>
      <ApplyFormBody
        {...body}
        id={formId}
        firstElementRef={readTyped}
        form={form}
        state={state}
        formAction={formAction}
        pending={pending}
        summaryRef={summaryRef}
        enhanced={checking}
        errors={errors}
        items={triedToSend ? summaryItems(form, errors, values, t) : []}
        asked={askedQuestionIds(form, values)}
        draftToken={draft.draftToken}
        notice={<DraftNotice shown={draft.notice} onStartOver={startOver} onUndo={draft.undo} />}
        reselect={reselect}
        onFileChosen={(name, file) => {
          draft.onFileChosen(name);
          if (file) setChosenAgain((names) => [...names, name]);
          if (name === 'resume') setResumeFile(file && resumeWorthReading(file) ? file : null);
        }}
        resumeOffer={
          resumeFile && (
            <Suspense fallback={<ResumeNote>{draftWords('reading')}</ResumeNote>}>
              <ResumeAutofill
                key={`${resumeFile.name}-${resumeFile.size}-${resumeFile.lastModified}`}
                file={resumeFile}
                current={(name) => String(methods.getValues(name) ?? '')}
                fill={(name, value) =>
                  methods.setValue(name, value, { shouldDirty: true, shouldValidate: true })
                }
                onClose={() => {
                  setResumeFile(null);
                  // The panel goes with the button: focus goes back to the field it is about.
                  document.getElementById(inputId('resume'))?.focus();
                }}
                onAnnounce={body.onAnnounce}
              />
            </Suspense>
          )
        }
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const data = postedData(event);
          void methods.handleSubmit(
            () => startTransition(() => formAction(data)),
            () => {
              request();
              setAttempt((n) => n + 1);
            },
          )(event);
        }}
      />
      {hydrated && (
        <Suspense fallback={null}>
          <FinishLater
            postingId={form.postingId}
            readDraft={draft.readDraft}
            readEmail={() => String(methods.getValues('email') ?? '')}
            onSaved={draft.onDraftSaved}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
