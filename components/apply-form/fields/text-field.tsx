'use client';
import { useField } from '../field-hooks';
import { ByteCounter } from '../byte-counter';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';

/** One line (text) or several (textarea), both with the live byte counter. */
export function TextField({
  field,
  name,
  error,
  multiline = false,
}: FieldComponentProps & { multiline?: boolean }) {
  const { registration, initial: value } = useField(name);
  const props = {
    id: inputId(name),
    ...registration,
    // For the page rendered on the server (no JavaScript): the kept value is in the HTML.
    defaultValue: typeof value === 'string' ? value : '',
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(name, { hint: true, error: Boolean(error) }),
  };
  return (
    <div className="field">
      <FieldLabel field={field} htmlFor={props.id} />
      {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <ByteCounter name={name} />
      <FieldError name={name} message={error} />
    </div>
  );
}

export const TextareaField = (props: FieldComponentProps) => <TextField {...props} multiline />;
