'use client';
import { useEffect, useState } from 'react';
import type { ResumeFields } from '@/lib/careers/resume/resume-fields';
import { readResumeFields } from './read-resume-fields';
import { ResumeNote } from './resume-note';
import { useTranslations } from 'next-intl';

type FieldName = keyof ResumeFields;

/** The form's fields a resume can fill, in page order, with the keys of the words that name them (`form`). */
const LABELS: Record<FieldName, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phone',
  city: 'city',
  linkedIn: 'linkedIn',
  website: 'website',
};

type Props = {
  file: File;
  /** What the field holds now. */
  current: (name: FieldName) => string;
  fill: (name: FieldName, value: string) => void;
  onClose: () => void;
};

type Reading = { status: 'reading' } | { status: 'found'; fields: ResumeFields } | { status: 'failed' };

/**
 * Offers the contact details read from the chosen resume, each to confirm: "Use" fills an empty field,
 * "Replace" a field the candidate already filled differently; "Fill all empty fields" never touches one
 * they typed. Loaded only once a PDF or DOCX is chosen.
 */
export default function ResumeAutofill({ file, current, fill, onClose }: Props) {
  const [reading, setReading] = useState<Reading>({ status: 'reading' });
  const [, setFilled] = useState(0);
  const t = useTranslations('drafts');
  const fieldWords = useTranslations('form');
  const label = (name: FieldName) => fieldWords(LABELS[name]);
  useEffect(() => {
    let live = true;
    void readResumeFields(file).then((result) => {
      if (!live) return;
      const fields = result.status === 'ok' ? result.fields : {};
      setReading(Object.keys(fields).length > 0 ? { status: 'found', fields } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [file]);

  const use = (name: FieldName, value: string) => {
    fill(name, value);
    setFilled((n) => n + 1);
  };
  if (reading.status !== 'found')
    return <ResumeNote>{reading.status === 'reading' ? t('reading') : t('unreadable')}</ResumeNote>;
  const found = (Object.keys(LABELS) as FieldName[]).flatMap((name) => {
    const value = reading.fields[name];
    return value ? [{ name, value, now: current(name).trim() }] : [];
  });
  const empty = found.filter((item) => item.now === '');
  return (
    <section className="resume-autofill" aria-labelledby="resume-autofill-heading">
      <h3 id="resume-autofill-heading">{t('autofillHeading')}</h3>
      <p className="hint" role="status">
        {t('autofillFound')}
      </p>
      <ul className="resume-autofill__list">
        {found.map(({ name, value, now }) => (
          <li key={name}>
            <span className="resume-autofill__label">{label(name)}</span>{' '}
            <span className="resume-autofill__value">{value}</span>
            {now === value ? (
              <span className="hint"> {t('filledIn')}</span>
            ) : now === '' ? (
              <button
                type="button"
                className="button"
                aria-label={t('useLabel', { value, field: label(name) })}
                onClick={() => use(name, value)}
              >
                {t('use')}
              </button>
            ) : (
              <>
                <span className="hint"> {t('youTyped', { value: now })}</span>
                <button
                  type="button"
                  className="button"
                  aria-label={t('replaceLabel', { value, field: label(name) })}
                  onClick={() => use(name, value)}
                >
                  {t('replace')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="resume-autofill__actions">
        {empty.length > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              for (const { name, value } of empty) fill(name, value);
              setFilled((n) => n + 1);
            }}
          >
            {t('fillAllEmpty')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
