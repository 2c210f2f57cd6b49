'use client';
import { useField } from '../field-hooks';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';
import { useTranslations } from 'next-intl';

export function SelectField({ field, name, error }: FieldComponentProps) {
  const { registration, initial: value } = useField(name);
  const t = useTranslations('form');
  return (
    <div className="field">
      <FieldLabel field={field} htmlFor={inputId(name)} />
      <select
        id={inputId(name)}
        {...registration}
        defaultValue={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(name, { error: Boolean(error) })}
      >
        <option value="">{t('choose')}</option>
        {field.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}
