'use client';
import { useState, type ReactNode } from 'react';
import { useField } from './field-hooks';
import { avatarTypes, resumeTypes, type UploadRule } from '@/lib/careers/application-form';
import { fileError } from '@/lib/careers/file-error';
import type { FileField } from '@/lib/careers/form-state';
import { ReselectFileNote, reselectNoteId } from './drafts/reselect-file-note';
import { FieldError } from './field-error';
import { FilePicker } from './file-picker';
import { describedBy, hintId, inputId } from './field-ids';
import { useLocale, useTranslations } from 'next-intl';
import { valuesIn } from '@/lib/i18n/message-key';
import { useMessageText } from '@/lib/i18n/use-message-text';

function FileInput({
  name,
  label,
  types,
  error,
  reselect,
  onFileChosen,
}: {
  name: FileField;
  label: string;
  types: UploadRule;
  error?: string;
  reselect: boolean;
  onFileChosen?: (name: FileField, file: File | null) => void;
}) {
  const { registration } = useField(name);
  const t = useTranslations('form');
  const text = useMessageText();
  const locale = useLocale();
  // A file refused as it is chosen, said out loud; `times` tells one refusal from the next in the same words.
  const [refusal, setRefusal] = useState({ text: '', times: 0 });
  const described = [
    describedBy(name, { hint: true, error: Boolean(error) }),
    reselect && reselectNoteId(inputId(name)),
  ];
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId(name)}>
        {label} <span className="optional">{t('optional')}</span>
      </label>
      <p className="hint" id={hintId(name)}>
        {t('fileTypes', valuesIn(locale, { types: { anyOf: types.typeNames } }))}
      </p>
      {reselect && <ReselectFileNote inputId={inputId(name)} />}
      <FilePicker
        id={inputId(name)}
        accept={types.accept}
        registration={registration}
        onFileChosen={(file) => {
          // From the file itself, as the form's check decides it: never an error left from a send before.
          const problem = fileError(file, types);
          setRefusal(({ times }) => ({
            text: problem ? `${label}: ${text(problem)}` : '',
            times: times + 1,
          }));
          onFileChosen?.(name, file);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ')}
      />
      <FieldError name={name} message={error} />
      {/* Focus stays on the input after the file dialog, and its description is not read again: a file
          refused as it is chosen (too large, wrong type) is said here, in an always-present live region.
          Each refusal is a node of its own (its key), so a second in the same words is read out too. */}
      <p className="visually-hidden" aria-live="polite">
        {refusal.text && <span key={refusal.times}>{refusal.text}</span>}
      </p>
    </div>
  );
}

type Props = {
  avatar: boolean;
  errors: Record<string, string>;
  /** File fields that had a file before the page was left: asked for again. */
  reselect?: FileField[];
  onFileChosen?: (name: FileField, file: File | null) => void;
  /** Under the resume field: what the resume says, to confirm. */
  resumeOffer?: ReactNode;
};

/** Resume always; a photo only when the posting takes one. Types and size are stated before upload. */
export function Uploads({ avatar, errors, reselect = [], onFileChosen, resumeOffer }: Props) {
  const t = useTranslations('form');
  return (
    <fieldset className="question">
      <legend className="question__label">{t('documents')}</legend>
      <FileInput
        name="resume"
        label={t('resume')}
        types={resumeTypes}
        error={errors.resume}
        reselect={reselect.includes('resume')}
        onFileChosen={onFileChosen}
      />
      {resumeOffer}
      {avatar && (
        <FileInput
          name="avatar"
          label={t('photo')}
          types={avatarTypes}
          error={errors.avatar}
          reselect={reselect.includes('avatar')}
          onFileChosen={onFileChosen}
        />
      )}
    </fieldset>
  );
}
