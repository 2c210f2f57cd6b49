'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { emailDraftLink } from '@/lib/careers/drafts/draft-actions';
import type { SavedDraft } from '@/lib/careers/drafts/draft-values';
import { whenUnsent } from '@/lib/careers/when-unsent';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import { useTranslations } from 'next-intl';
import { PrivacyLink } from '@/components/site/privacy-link';
import { EmailSuggestion, useEmailSuggestion } from '@/components/site/email-suggestion';
import { useMessageText } from '@/lib/i18n/use-message-text';

type Props = {
  postingId: string;
  /** The answers, and which file fields have a file (the page that opens the link asks for them again). */
  readDraft: () => SavedDraft;
  /** The email typed into the form so far, to start from. */
  readEmail: () => string;
  onSaved: (draftToken: string) => void;
};

const FIELD = 'finishLaterEmail';

const sendDraftLink = whenUnsent(emailDraftLink, (why) => ({ status: 'error' as const, formError: why }));

/**
 * "Email me a link to finish later": only on the candidate's request (their consent) are the answers —
 * never files — sent to the server, kept encrypted for 7 days behind a link mailed to them. Outside the
 * application form, so Enter here never sends the application.
 */
export function FinishLater({ postingId, readDraft, readEmail, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  // A new object for each refusal, so a second one with the same words takes focus again too.
  const [refused, setRefused] = useState<{ fieldError: string }>();
  const fieldError = refused?.fieldError;
  const [message, setMessage] = useState('');
  const [pending, startTransition] = useTransition();
  const emailInput = useRef<HTMLInputElement>(null);
  const t = useTranslations('drafts');
  const text = useMessageText();
  const suggestion = useEmailSuggestion();

  // The button pressed gives way to the field: focus goes on to it, not back to the page's top.
  useEffect(() => {
    if (open) emailInput.current?.focus();
  }, [open]);
  // A refused address takes focus back to the field, whose description now reads out the error.
  useEffect(() => {
    if (refused) emailInput.current?.focus();
  }, [refused]);

  const send = () =>
    startTransition(async () => {
      const { values, filesChosen } = readDraft();
      const result = await sendDraftLink(postingId, { email, values, filesChosen });
      setRefused(
        result.status === 'error' && result.fieldError ? { fieldError: result.fieldError } : undefined,
      );
      if (result.status === 'ok') {
        onSaved(result.draftToken);
        setMessage(t('linkSent'));
      } else setMessage(result.formError ? text(result.formError) : '');
    });

  return (
    <section className="finish-later" aria-labelledby="finish-later-heading">
      <h3 id="finish-later-heading">{t('notReady')}</h3>
      {open ? (
        <div className="field">
          <p className="hint">
            {t('finishLaterHint')} <PrivacyLink part="drafts">{t('privacyLink')}</PrivacyLink>
          </p>
          <label className="field-label" htmlFor={inputId(FIELD)}>
            {t('emailForLink')}
          </label>
          <input
            ref={emailInput}
            id={inputId(FIELD)}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={(event) => suggestion.check(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(FIELD, { error: Boolean(fieldError) })}
          />
          <FieldError name={FIELD} message={fieldError} />
          <EmailSuggestion
            email={suggestion.shownFor(email)}
            onUse={(meant) => {
              setEmail(meant);
              suggestion.clear();
              emailInput.current?.focus();
            }}
          />
          <button
            type="button"
            className="button"
            aria-disabled={pending || undefined}
            onClick={() => !pending && send()}
          >
            {pending ? t('sendingLink') : t('sendLink')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          // Beside "Submit application", the lesser way on: it must not look like the one to press.
          className="button button-secondary"
          aria-expanded={false}
          onClick={() => {
            // The address from the form, looked at at once: it is the one the link goes to.
            const typed = readEmail();
            setEmail(typed);
            suggestion.check(typed);
            setOpen(true);
          }}
        >
          {t('emailMeLink')}
        </button>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
