'use client';
import { useTranslations } from 'next-intl';
import { EmailSuggestion, useEmailSuggestion } from '@/components/site/email-suggestion';
import { useFieldValue, usePutValue } from './field-hooks';
import { StandardInput } from './standard-input';

/** The candidate's email address, with "Did you mean …?" when it looks like a slip. */
export function EmailField({ error }: { error?: string }) {
  const t = useTranslations('form');
  const suggestion = useEmailSuggestion();
  const put = usePutValue('email');
  const typed = useFieldValue('email');
  return (
    <StandardInput
      name="email"
      label={t('email')}
      type="email"
      inputMode="email"
      required
      autoComplete="email"
      error={error}
      onLeave={suggestion.check}
    >
      <EmailSuggestion
        email={suggestion.shownFor(typed)}
        onUse={(email) => {
          put(email);
          suggestion.clear();
        }}
      />
    </StandardInput>
  );
}
