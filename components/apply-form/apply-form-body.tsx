'use client';
import { ApplyChallenge } from './apply-challenge';
import type { FormEvent, ReactNode, Ref } from 'react';
import { DRAFT_TOKEN_FIELD } from '@/lib/careers/drafts/draft-values';
import { FILES_ASKED_AGAIN_FIELD, type ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { Consent } from './consent';
import { OfflineNote } from './offline-note';
import { ErrorSummary } from './error-summary';
import { QuestionBlock } from './question-block';
import { StandardFields } from './standard-fields';
import { SubmissionGuardFields } from './submission-guard-fields';
import { Uploads } from './uploads';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/use-message-text';

type Props = {
  id: string;
  /** Attached to the form's first element, before any field's ref. */
  firstElementRef?: Ref<HTMLSpanElement>;
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
  /** The "finish later" link's token: the server copy of the draft is deleted when this form is sent. */
  draftToken?: string;
  /** "We restored your answers", when they were. */
  notice?: ReactNode;
  /** File fields to choose again (a draft cannot keep files). */
  reselect?: ('resume' | 'avatar')[];
  onFileChosen?: (name: 'resume' | 'avatar', file: File | null) => void;
  /** Shown under the resume field: the details read from it, to confirm. */
  resumeOffer?: ReactNode;
};

/** The form's markup: plain named inputs, which post as they are without JavaScript. */
export function ApplyFormBody({
  id,
  firstElementRef,
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
  draftToken,
  notice,
  reselect,
  onFileChosen,
  resumeOffer,
}: Props) {
  const t = useTranslations('form');
  const text = useMessageText();
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
      <span ref={firstElementRef} hidden />
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {draftToken && <input type="hidden" name={DRAFT_TOKEN_FIELD} value={draftToken} />}
      {reselect?.map((name) => (
        <input key={name} type="hidden" name={FILES_ASKED_AGAIN_FIELD} value={name} />
      ))}
      <ErrorSummary ref={summaryRef} items={items} formError={formError} />
      {notice}
      <SubmissionGuardFields formToken={token} />
      <p className="hint">{t('allRequired')}</p>
      <StandardFields errors={errors} countries={countries} />
      <Uploads
        avatar={form.avatarUpload}
        errors={errors}
        reselect={reselect}
        onFileChosen={onFileChosen}
        resumeOffer={resumeOffer}
      />
      {regular.map((question) => (
        <QuestionBlock key={question.id} question={question} errors={errors} onAnnounce={onAnnounce} />
      ))}
      {diversity.length > 0 && (
        <section className="diversity" aria-labelledby="diversity-heading">
          <h3 id="diversity-heading">{t('diversityHeading')}</h3>
          <p className="hint">{t('diversityHint')}</p>
          {diversity.map((question) => (
            <QuestionBlock key={question.id} question={question} errors={errors} onAnnounce={onAnnounce} />
          ))}
        </section>
      )}
      <Consent consent={form.consent} privacyPolicies={form.privacyPolicies} errors={errors} />
      {state.status === 'error' && state.challenge && <ApplyChallenge challenge={state.challenge} />}
      <p className="visually-hidden form-announcer" aria-live="polite">
        {pending ? t('sending') : text(announcement)}
      </p>
      <OfflineNote />
      <button
        type="submit"
        name="intent"
        value="submit"
        className="button button--primary"
        aria-disabled={pending || undefined}
      >
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
