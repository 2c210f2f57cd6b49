'use client';
import type { Ref } from 'react';
import type { ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { Consent } from './consent';
import { ErrorSummary } from './error-summary';
import type { ApplyFormBodyShared } from './form-root-props';
import { QuestionBlock } from './question-block';
import { StandardFields } from './standard-fields';
import { SubmissionGuardFields } from './submission-guard-fields';
import { Uploads } from './uploads';

type Props = ApplyFormBodyShared & {
  /** react-hook-form is checking the answers (true), or the server will (false: not yet loaded). */
  enhanced: boolean;
  form: RenderedForm;
  state: ApplyFormState;
  formAction: (formData: FormData) => void;
  pending: boolean;
  formRef: Ref<HTMLFormElement>;
  summaryRef: Ref<HTMLDivElement>;
};

/** The form's markup: the same whichever binding is behind its fields. */
export function ApplyFormBody({
  form,
  state,
  errors,
  asked,
  pending,
  onAnnounce,
  formAction,
  onSubmit,
  formRef,
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
      ref={formRef}
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
