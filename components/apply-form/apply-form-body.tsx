'use client';
import { ApplyChallenge } from './apply-challenge';
import type { FormEvent, Ref } from 'react';
import type { ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { Consent } from './consent';
import { ErrorSummary } from './error-summary';
import { QuestionBlock } from './question-block';
import { StandardFields } from './standard-fields';
import { SubmissionGuardFields } from './submission-guard-fields';
import { Uploads } from './uploads';

type Props = {
  id: string;
  /** The browser checks the answers (its schema has loaded), or the server will (false). */
  enhanced: boolean;
  form: RenderedForm;
  state: ApplyFormState;
  formAction: (formData: FormData) => void;
  pending: boolean;
  summaryRef: Ref<HTMLDivElement>;
  countries: { code: string; name: string }[];
  formToken: string;
  hiddenFields?: Record<string, string>;
  announcement: string;
  onAnnounce: (message: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: Record<string, string>;
  items: { name: string; message: string }[];
  asked: Set<string>;
};

/** The form's markup: plain named inputs, which post as they are without JavaScript. */
export function ApplyFormBody({
  id,
  form,
  state,
  errors,
  asked,
  pending,
  onAnnounce,
  formAction,
  onSubmit,
  summaryRef,
  hiddenFields,
  items,
  countries,
  announcement,
  formToken,
  enhanced,
}: Props) {
  const regular = form.questions.filter((q) => !q.diversity && asked.has(q.id));
  const diversity = form.questions.filter((q) => q.diversity && asked.has(q.id));
  const formError = state.status === 'error' ? state.formError : undefined;
  const token =
    (state.status === 'error' || state.status === 'editing' ? state.formToken : undefined) ?? formToken;
  return (
    <form
      className="apply-form"
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      id={id}
      data-enhanced={enhanced}
    >
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary ref={summaryRef} items={items} formError={formError} />
      <SubmissionGuardFields formToken={token} />
      <p className="hint">All fields are required unless marked optional.</p>
      <StandardFields errors={errors} countries={countries} />
      <Uploads avatar={form.avatarUpload} errors={errors} />
      {regular.map((question) => (
        <QuestionBlock key={question.id} question={question} errors={errors} onAnnounce={onAnnounce} />
      ))}
      {diversity.length > 0 && (
        <section className="diversity" aria-labelledby="diversity-heading">
          <h3 id="diversity-heading">Confidential diversity questionnaire</h3>
          <p className="hint">
            Answering is voluntary. Your answers are kept apart from your application and never decide it.
          </p>
          {diversity.map((question) => (
            <QuestionBlock key={question.id} question={question} errors={errors} onAnnounce={onAnnounce} />
          ))}
        </section>
      )}
      <Consent consent={form.consent} privacyPolicies={form.privacyPolicies} errors={errors} />
      {state.status === 'error' && state.challenge && <ApplyChallenge challenge={state.challenge} />}
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
  );
}
