'use client';
import { useField } from './field-hooks';
import { avatarTypes, resumeTypes } from '@/lib/careers/application-form';
import { FieldError } from './field-error';
import { describedBy, hintId, inputId } from './field-ids';

function FileInput({
  name,
  label,
  types,
  error,
}: {
  name: 'resume' | 'avatar';
  label: string;
  types: { accept: string; label: string };
  error?: string;
}) {
  const { registration } = useField(name);
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId(name)}>
        {label} <span className="optional">(optional)</span>
      </label>
      <p className="hint" id={hintId(name)}>
        {types.label}.
      </p>
      <input
        id={inputId(name)}
        type="file"
        accept={types.accept}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: true, error: Boolean(error) })}
      />
      <FieldError name={name} message={error} />
    </div>
  );
}

/** Resume always; a photo only when the posting takes one. Types and size are stated before upload. */
export function Uploads({ avatar, errors }: { avatar: boolean; errors: Record<string, string> }) {
  return (
    <fieldset className="question">
      <legend className="question__label">Documents</legend>
      <FileInput name="resume" label="Resume or CV" types={resumeTypes} error={errors.resume} />
      {avatar && <FileInput name="avatar" label="Photo" types={avatarTypes} error={errors.avatar} />}
    </fieldset>
  );
}
