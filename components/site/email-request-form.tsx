'use client';
import { useActionState, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { idleEmailRequest, type EmailRequestState } from '@/lib/careers/email-request-state';
import { whenUnsent } from '@/lib/careers/when-unsent';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { EmailSuggestion, useEmailSuggestion } from './email-suggestion';
import { useHydrated } from './use-hydrated';
import styles from './email-request-form.module.css';

export type EmailRequestFormProps = {
  action: (previous: EmailRequestState, formData: FormData) => Promise<EmailRequestState>;
  /** The email field's id, unique on the page (its error is `<id>-error`). */
  inputId: string;
  label: string;
  button: string;
  /** Said in place of the form once the server has taken the request. */
  sent: ReactNode;
  /** What the form says and carries above the field: its introduction, hidden inputs. */
  children?: ReactNode;
};

/**
 * One email address and a button, for a request that mails that address (a job alert, the links to
 * one's applications). A plain form posting to a server action, so it works without JavaScript; the
 * server checks everything again and answers in message keys, put into words here in the page's language.
 * The answer takes focus: with JavaScript the form it replaces held it; without, the page reloads at its
 * top, and the form is often far below it (the end of a job list), so the candidate would see no answer.
 */
export function EmailRequestForm({ action, inputId, label, button, sent, children }: EmailRequestFormProps) {
  const text = useMessageText();
  const send = useMemo(
    () =>
      whenUnsent(action, (why, _, formData): EmailRequestState => ({
        status: 'error',
        email: String(formData.get('email') ?? ''),
        formError: why,
      })),
    [action],
  );
  const [state, formAction, pending] = useActionState(send, idleEmailRequest);
  const input = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();
  const sentNow = state.status === 'ok';
  const fieldError = state.status === 'error' ? state.fieldError : undefined;
  const formError = state.status === 'error' ? state.formError : undefined;
  useEffect(() => {
    if (fieldError) input.current?.focus();
  }, [fieldError, state]);
  useEffect(() => {
    if (sentNow) answer.current?.focus();
  }, [sentNow]);
  // A refusal of the whole request (offline, limited) takes focus too: the button pressed is where it was.
  useEffect(() => {
    if (formError && !fieldError) refusal.current?.focus();
  }, [formError, fieldError, state]);
  const errorId = `${inputId}-error`;
  const suggestion = useEmailSuggestion();
  const [typed, setTyped] = useState('');

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        ref={answer}
        tabIndex={sentNow ? -1 : undefined}
        autoFocus={sentNow && !hydrated}
      >
        {sentNow ? sent : null}
      </div>
      {sentNow ? null : (
        <form
          action={formAction}
          noValidate
          onSubmit={(event) => {
            // One request at a time; the button stays focusable (a disabled one drops focus to the page).
            if (pending) event.preventDefault();
          }}
        >
          {children}
          {formError ? (
            // Without JavaScript the reloaded page opens here: an alert already in the page is not read out.
            <p ref={refusal} className={styles.error} role="alert" tabIndex={-1} autoFocus={!hydrated}>
              {text(formError)}
            </p>
          ) : null}
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={inputId}>{label}</label>
              <input
                ref={input}
                id={inputId}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={state.status === 'error' ? state.email : ''}
                autoFocus={!!fieldError && !formError && !hydrated}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
                onChange={(event) => setTyped(event.target.value)}
                onBlur={(event) => suggestion.check(event.target.value)}
              />
              {fieldError ? (
                <p id={errorId} className={styles.error}>
                  {text(fieldError)}
                </p>
              ) : null}
              <EmailSuggestion
                email={suggestion.shownFor(typed)}
                onUse={(email) => {
                  if (input.current) input.current.value = email;
                  setTyped(email);
                  suggestion.clear();
                  input.current?.focus();
                }}
              />
            </div>
            <button type="submit" className="button" aria-disabled={pending || undefined}>
              {button}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
