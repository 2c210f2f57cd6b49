'use client';
import { useFormBinding } from '../form-binding';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { LabelHtml } from '../label-html';

/** One box; its label is the statement being agreed to. */
export function CheckboxField({ field, name, error }: FieldComponentProps) {
  const { register, valueOf: getValues } = useFormBinding();
  return (
    <div className="field choice">
      <input
        type="checkbox"
        id={inputId(name)}
        {...register(name)}
        defaultChecked={getValues(name) === true}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(name, { error: Boolean(error) })}
      />
      <label htmlFor={inputId(name)}>
        <LabelHtml html={field.labelHtml} text={field.label} />
        {!field.required && <span className="optional"> (optional)</span>}
      </label>
      <FieldError name={name} message={error} />
    </div>
  );
}
