'use client';
import { useFormBinding } from '../form-binding';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';

export function SelectField({ field, name, error }: FieldComponentProps) {
  const { register, valueOf: getValues } = useFormBinding();
  const value = getValues(name);
  return (
    <div className="field">
      <FieldLabel field={field} htmlFor={inputId(name)} />
      <select
        id={inputId(name)}
        {...register(name)}
        defaultValue={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(name, { error: Boolean(error) })}
      >
        <option value="">Choose…</option>
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
