'use client';
import { useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { idleState, type ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { FORM_TOKEN_FIELD } from '@/lib/careers/submission-guards';
import { UNSENT, whenUnsent } from '@/lib/careers/when-unsent';
import { ApplyFormRoot } from './apply-form-root';
import { ApplySuccess } from './apply-success';
import { clearLocalDraft } from './drafts/local-draft';
import { rememberApplied } from '@/components/saved/applied-jobs-store';
import type { RestoredDraft } from './drafts/restored-draft';
import { messageKey } from '@/lib/i18n/message-key';
import './apply-form.css';

const APPLICATION_MAY_BE_UNSENT = messageKey('apply.unsent');

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
  /** The answers behind a "finish later" link. */
  restored?: RestoredDraft;
  /** A "finish later" link that no longer opens answers. */
  linkEnded?: boolean;
  /** Why the form is shown again unsent (a message key): a post without JavaScript refused for its size. */
  notSent?: string;
};

/** Fired (bubbling) from the confirmation when an application was received, for a surrounding page such as the embed. */
export const APPLICATION_RECEIVED_EVENT = 'apply-form:received';

/**
 * The application form and its outcome. It posts to the server action with or without JavaScript (the
 * action's state comes back either way); once received, the confirmation takes its place.
 */
export function ApplyForm({
  form,
  action,
  countries,
  formToken,
  hiddenFields,
  statusLink,
  restored,
  linkEnded,
  notSent,
}: Props) {
  // A send that cannot reach the site keeps the form as it is (values, files, its token) and says so.
  const send = useMemo(
    () =>
      whenUnsent(action, (why, _, formData): ApplyFormState => ({
        status: 'error',
        fieldErrors: {},
        // The request may have reached the site before its answer was lost: not "nothing was sent".
        formError: why === UNSENT ? APPLICATION_MAY_BE_UNSENT : why,
        formToken: String(formData.get(FORM_TOKEN_FIELD) ?? '') || undefined,
      })),
    [action],
  );
  const startState: ApplyFormState = notSent
    ? { status: 'error', fieldErrors: {}, formError: notSent }
    : idleState;
  const [state, formAction, pending] = useActionState(send, startState);
  const [announcement, setAnnouncement] = useState(state.status === 'editing' ? state.announcement : '');
  const successRef = useRef<HTMLDivElement>(null);
  // A send makes the last announcement old news: after "Sending…" it must not be read out again.
  const [announcedBefore, setAnnouncedBefore] = useState(pending);
  if (pending !== announcedBefore) {
    setAnnouncedBefore(pending);
    if (pending) setAnnouncement('');
  }

  useEffect(() => {
    if (state.status !== 'ok') return;
    // Sent: the draft in this browser has done its job (the server deleted its own copy).
    clearLocalDraft(form.postingId);
    // So the list and the job's page say "Applied" next time (only the job and the day are kept).
    rememberApplied(form.postingId);
    successRef.current?.focus();
    successRef.current?.dispatchEvent(
      new CustomEvent(APPLICATION_RECEIVED_EVENT, { bubbles: true, detail: { reference: state.reference } }),
    );
  }, [state, form.postingId]);

  if (state.status === 'ok') {
    const href = statusLink ? `${statusLink.prefix}${state.statusPath}${statusLink.query}` : state.statusPath;
    return (
      <ApplySuccess
        ref={successRef}
        statusHref={href}
        reference={state.reference}
        mailedTo={state.mailedTo}
        changesNotSent={state.changesNotSent}
        appliedBefore={state.appliedBefore}
      />
    );
  }
  return (
    <ApplyFormRoot
      form={form}
      state={state}
      formAction={formAction}
      pending={pending}
      countries={countries}
      formToken={formToken}
      hiddenFields={hiddenFields}
      announcement={announcement}
      onAnnounce={setAnnouncement}
      restored={restored}
      linkEnded={linkEnded}
    />
  );
}
