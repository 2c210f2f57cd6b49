'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './email-suggestion.module.css';

/**
 * "Did you mean ada@gmail.com?" under an email field, when what was typed looks like a slip
 * (lib/careers/email-typo.ts): a confirmation, a status link or a draft sent to such an address never
 * arrives, and an employer can never reach it. The list behind it loads when a field is first left, so
 * no page's first load carries it; without JavaScript, or offline, there is simply no suggestion.
 */
export function useEmailSuggestion() {
  const [suggestion, setSuggestion] = useState<{ typed: string; email: string }>();
  return {
    /** Looks at what the field holds as the candidate leaves it. */
    check: (typed: string) =>
      void import('@/lib/careers/email-typo').then(
        ({ suggestEmail }) => {
          const email = suggestEmail(typed);
          setSuggestion(email ? { typed, email } : undefined);
        },
        () => setSuggestion(undefined),
      ),
    /** The suggestion, only while the field still holds what it was made for: typing again takes it away. */
    shownFor: (current: unknown) =>
      suggestion && suggestion.typed === current ? suggestion.email : undefined,
    clear: () => setSuggestion(undefined),
  };
}

/** Always in the page, empty until there is something to say, so screen readers hear it when it comes. */
export function EmailSuggestion({ email, onUse }: { email?: string; onUse: (email: string) => void }) {
  const t = useTranslations('form');
  return (
    <p className={styles.suggestion} aria-live="polite" data-email-suggestion="">
      {email &&
        t.rich('emailDidYouMean', {
          email: () => (
            <button type="button" className={styles.use} onClick={() => onUse(email)}>
              <bdi dir="ltr">{email}</bdi>
            </button>
          ),
        })}
    </p>
  );
}
