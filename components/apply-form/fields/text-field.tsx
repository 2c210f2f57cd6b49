'use client';
import { useField } from '../field-hooks';
import { ByteCounter, NEAR_LIMIT_BYTES, useBytesLeft } from '../byte-counter';
import { FieldError } from '../field-error';
import { describedBy, inputId } from '../field-ids';
import type { FieldComponentProps } from '../field-props';
import { FieldLabel } from './field-label';

/** One line (text) or several (textarea), both with the live byte counter (one line: near the limit). */
export function TextField({
  field,
  name,
  error,
  multiline = false,
}: FieldComponentProps & { multiline?: boolean }) {
  const { registration, initial: value } = useField(name);
  const { left, wide } = useBytesLeft(name);
  // A box for a long answer says its room from the start; a one-line answer only once it runs short.
  const counted = multiline || left <= NEAR_LIMIT_BYTES;
  const props = {
    id: inputId(name),
    ...registration,
    // For the page rendered on the server (no JavaScript): the kept value is in the HTML.
    defaultValue: typeof value === 'string' ? value : '',
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(name, { hint: counted, error: Boolean(error) }),
  };
  return (
    <div className="field">
      <FieldLabel field={field} htmlFor={props.id} />
      {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <ByteCounter name={name} left={left} wide={wide} shown={counted} />
      <FieldError name={name} message={error} />
    </div>
  );
}

export const TextareaField = (props: FieldComponentProps) => <TextField {...props} multiline />;
