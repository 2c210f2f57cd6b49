import { errorId } from './field-ids';

/** A field's error in words — never told by colour alone. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="field-error">
      <span className="field-error__label">Error:</span> {message}
    </p>
  );
}
