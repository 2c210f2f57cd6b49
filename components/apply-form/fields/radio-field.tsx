'use client';
import { useField } from '../field-hooks';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';

/** Options in a fieldset whose legend is the field's label; the first option takes the field's id. */
export function RadioField({ field, name, error }: FieldComponentProps) {
  const { registration, initial: value } = useField(name);
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={describedBy(name, { error: Boolean(error) })}
      aria-invalid={error ? true : undefined}
    >
      <FieldLabel field={field} as="legend" />
      {field.options.map((option, index) => {
        const id = index === 0 ? inputId(name) : `${inputId(name)}-${index}`;
        return (
          <div className="choice" key={option.id}>
            <input
              type="radio"
              id={id}
              value={option.id}
              {...registration}
              defaultChecked={value === option.id}
            />
            <label htmlFor={id}>
              <bdi>{option.label}</bdi>
            </label>
          </div>
        );
      })}
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
