'use client';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { errorId } from './field-ids';

/** A field's error in words — never told by colour alone. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  const t = useTranslations('form');
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={errorId(name)} className="field-error">
      <span className="field-error__label">{t('errorLabel')}</span> {text(message)}
    </p>
  );
}
