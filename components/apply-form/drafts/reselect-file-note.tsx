'use client';
import { useTranslations } from 'next-intl';

/** The note's id, for the file input's aria-describedby. */
export const reselectNoteId = (inputId: string) => `${inputId}-reselect`;

/** At a file field that had a file before the page was left: files are never kept, so ask again. */
export function ReselectFileNote({ inputId }: { inputId: string }) {
  const t = useTranslations('drafts');
  return (
    <p className="field-note" id={reselectNoteId(inputId)}>
      {t('reselectFile')}
    </p>
  );
}
