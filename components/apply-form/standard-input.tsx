'use client';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useField } from './field-hooks';
import { FieldError } from './field-error';
import { describedBy, hintId, inputId } from './field-ids';
import { useTranslations } from 'next-intl';

type Props = {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  /** Told what the field holds when the candidate leaves it. */
  onLeave?: (value: string) => void;
  /** Shown under the field, after its error. */
  children?: ReactNode;
};

/** One of the fields every application has (name, email, phone, links). */
export function StandardInput({
  name,
  label,
  error,
  required = false,
  type = 'text',
  autoComplete,
  hint,
  inputMode,
  onLeave,
  children,
}: Props) {
  const { registration, initial: value } = useField(name);
  const t = useTranslations('form');
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId(name)}>
        {label}
        {!required && <span className="optional"> {t('optional')}</span>}
      </label>
      {hint && (
        <p className="hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      <input
        id={inputId(name)}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        {...registration}
        onBlur={async (event) => {
          await registration.onBlur(event);
          onLeave?.(event.target.value);
        }}
        defaultValue={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error: Boolean(error) })}
      />
      <FieldError name={name} message={error} />
      {children}
    </div>
  );
}
