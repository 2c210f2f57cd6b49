'use client';
import {
  startTransition,
  useActionState,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { ApplicationValues } from '@/lib/careers/application-values';
import { askedQuestionIds } from '@/lib/careers/asked-questions';
import { idleState, type ApplyFormState } from '@/lib/careers/form-state';
import { Consent } from './consent';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { defaultValues, fieldLabel, fieldOrder } from './default-values';
import { ErrorSummary, type SummaryItem } from './error-summary';
import { QuestionBlock } from './question-block';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { StandardFields } from './standard-fields';
import { ApplySuccess } from './apply-success';
import { SubmissionGuardFields } from './submission-guard-fields';
import { Uploads } from './uploads';
import './apply-form.css';

type Props = {
  form: RenderedForm;
  action: (state: ApplyFormState, formData: FormData) => Promise<ApplyFormState>;
  countries: { code: string; name: string }[];
  /** Signed when the page was rendered: the idempotency key and the form's start time (spam check). */
  formToken: string;
  /** Sent with the application as they are (the embed's campaign tracking). */
  hiddenFields?: Record<string, string>;
  /** Where the status link points: the embed keeps it under /embed with its query. */
  statusLink?: { prefix: string; query: string };
};

/** Fired (bubbling) from the confirmation when an application was received, for a surrounding page such as the embed. */
export const APPLICATION_RECEIVED_EVENT = 'apply-form:received';

const subscribeNever = () => () => {};

/** An untouched file input is an empty, nameless File: left in, it would reach the server as a named empty blob. */
function withoutUntouchedFiles(data: FormData): FormData {
  for (const [name, value] of [...data.entries()]) {
    if (value instanceof File && value.size === 0 && value.name === '') data.delete(name);
  }
  return data;
}

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
 * The application form. Without JavaScript it posts to the server action and comes back with its errors
 * and values; with it, react-hook-form checks the same schema first and the action runs in a transition.
 */
export function ApplyForm({ form, action, countries, formToken, hiddenFields, statusLink }: Props) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const returned = state.status === 'error' || state.status === 'editing' ? state.values : undefined;
  const validation = useMemo(() => lazySchemaResolver(form), [form]);
  const methods = useForm<FieldValues>({
    resolver: validation.resolver,
    defaultValues: defaultValues(form, returned),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // False while rendering on the server (and for a page without JavaScript), true once hydrated.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // Bumped on every failed submit, so the page re-renders and the summary takes focus again.
  const [, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState(state.status === 'editing' ? state.announcement : '');
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);

  // The schema's chunk is fetched once the page is idle, before the candidate's first check needs it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => validation.preload());
  }, [validation]);

  // Errors the server found become field errors, which clear as the candidate corrects each field.
  useEffect(() => {
    if (state.status !== 'error') return;
    for (const [name, message] of Object.entries(state.fieldErrors))
      methods.setError(name, { type: 'server', message });
    focusSummary.current = true;
    summaryRef.current?.focus();
  }, [state, methods]);
  // After a failed submit the summary takes focus as soon as it is on the page (its errors may arrive a render later).
  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false;
      summaryRef.current.focus();
    }
  });
  useEffect(() => {
    if (state.status !== 'ok') return;
    successRef.current?.focus();
    successRef.current?.dispatchEvent(
      new CustomEvent(APPLICATION_RECEIVED_EVENT, { bubbles: true, detail: { reference: state.reference } }),
    );
  }, [state]);

  const answers = useWatch({ control: methods.control, name: 'answers' }) as ApplicationValues['answers'];
  const values = { ...(methods.getValues() as ApplicationValues), answers };
  const asked = askedQuestionIds(form, values);

  const errors = hydrated
    ? flattenErrors(methods.formState.errors)
    : state.status === 'error'
      ? state.fieldErrors
      : {};
  const order = fieldOrder(form, values);
  const rank = (name: string) => (order.indexOf(name) === -1 ? order.length : order.indexOf(name));
  const items: SummaryItem[] = Object.entries(errors)
    .map(([name, message]) => {
      const label = fieldLabel(form, name);
      return { name, message: label ? `${label}: ${message}` : message };
    })
    .sort((a, b) => rank(a.name) - rank(b.name));

  if (state.status === 'ok') {
    const href = statusLink ? `${statusLink.prefix}${state.statusPath}${statusLink.query}` : state.statusPath;
    return <ApplySuccess ref={successRef} statusHref={href} />;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    void methods.handleSubmit(
      () => startTransition(() => formAction(withoutUntouchedFiles(new FormData(element)))),
      () => {
        focusSummary.current = true;
        setAttempt((n) => n + 1);
      },
    )(event);
  };

  const regular = form.questions.filter((q) => !q.diversity && asked.has(q.id));
  const diversity = form.questions.filter((q) => q.diversity && asked.has(q.id));
  const formError = state.status === 'error' ? state.formError : undefined;
  const token =
    (state.status === 'error' || state.status === 'editing' ? state.formToken : undefined) ?? formToken;
  return (
    <FormProvider {...methods}>
      <form className="apply-form" action={formAction} onSubmit={onSubmit} noValidate>
        {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ErrorSummary ref={summaryRef} items={items} formError={formError} />
        <SubmissionGuardFields formToken={token} />
        <p className="hint">All fields are required unless marked optional.</p>
        <StandardFields errors={errors} countries={countries} />
        <Uploads avatar={form.avatarUpload} errors={errors} />
        {regular.map((question) => (
          <QuestionBlock key={question.id} question={question} errors={errors} onAnnounce={setAnnouncement} />
        ))}
        {diversity.length > 0 && (
          <section className="diversity" aria-labelledby="diversity-heading">
            <h3 id="diversity-heading">Confidential diversity questionnaire</h3>
            <p className="hint">
              Answering is voluntary. Your answers are kept apart from your application and never decide it.
            </p>
            {diversity.map((question) => (
              <QuestionBlock
                key={question.id}
                question={question}
                errors={errors}
                onAnnounce={setAnnouncement}
              />
            ))}
          </section>
        )}
        <Consent consent={form.consent} privacyPolicies={form.privacyPolicies} errors={errors} />
        <p className="visually-hidden" aria-live="polite">
          {pending ? 'Sending your application…' : announcement}
        </p>
        <button
          type="submit"
          name="intent"
          value="submit"
          className="button button--primary"
          aria-disabled={pending || undefined}
        >
          {pending ? 'Sending…' : 'Submit application'}
        </button>
      </form>
    </FormProvider>
  );
}
