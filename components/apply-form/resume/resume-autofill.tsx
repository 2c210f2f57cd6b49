'use client';
import { useEffect, useRef, useState } from 'react';
import type { ResumeFields } from '@/lib/careers/resume/resume-fields';
import { readResumeFields } from './read-resume-fields';
import { ResumeNote } from './resume-note';
import { useLocale, useTranslations } from 'next-intl';
import { messageKey } from '@/lib/i18n/message-key';

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

const LEFT_TO_RIGHT = new Set<FieldName>(['email', 'phoneNumber', 'linkedIn', 'website']);

type Props = {
  file: File;
  /** What the field holds now. */
  current: (name: FieldName) => string;
  fill: (name: FieldName, value: string) => void;
  onClose: () => void;
  /** Says a message (a message key) in the form's live region, which is always there to be heard. */
  onAnnounce: (message: string) => void;
};

type Reading = { status: 'reading' } | { status: 'found'; fields: ResumeFields } | { status: 'failed' };

/**
 * Offers the contact details read from the chosen resume, each to confirm: "Use" fills an empty field,
 * "Replace" a field the candidate already filled differently; "Fill all empty fields" never touches one
 * they typed. Loaded only once a PDF or DOCX is chosen.
 */
export default function ResumeAutofill({ file, current, fill, onClose, onAnnounce }: Props) {
  const [reading, setReading] = useState<Reading>({ status: 'reading' });
  const [filled, setFilled] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const t = useTranslations('drafts');
  const fieldWords = useTranslations('form');
  const locale = useLocale();
  const label = (name: FieldName) => fieldWords(LABELS[name]);
  useEffect(() => {
    let live = true;
    void readResumeFields(file).then((result) => {
      if (!live) return;
      const fields = result.status === 'ok' ? result.fields : {};
      const found = Object.keys(fields).length > 0;
      setReading(found ? { status: 'found', fields } : { status: 'failed' });
      onAnnounce(messageKey(found ? 'drafts.autofillFound' : 'drafts.unreadable'));
    });
    return () => {
      live = false;
    };
    // Once per file: the announcer is the form's, and the same throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  // The button pressed gave way to "Filled in.": focus goes on to the next one left (Close is always there)
  // instead of falling back to the page.
  const pressedAt = useRef(0);
  useEffect(() => {
    if (filled === 0 || !panel.current || panel.current.contains(document.activeElement)) return;
    const rows = [...panel.current.querySelectorAll('li')].slice(pressedAt.current);
    const next = rows.map((row) => row.querySelector('button')).find(Boolean);
    (next ?? panel.current.querySelector<HTMLButtonElement>('.resume-autofill__actions button'))?.focus();
  }, [filled]);

  const filledIn = (names: FieldName[]) => {
    const fields = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.map(label));
    onAnnounce(messageKey('drafts.autofillDone', { fields }));
    setFilled((n) => n + 1);
  };
  /** Fills one field from the list's row `row`. */
  const use = (name: FieldName, value: string, row: number) => {
    pressedAt.current = row;
    fill(name, value);
    filledIn([name]);
  };
  if (reading.status !== 'found')
    return <ResumeNote>{reading.status === 'reading' ? t('reading') : t('unreadable')}</ResumeNote>;
  const found = (Object.keys(LABELS) as FieldName[]).flatMap((name) => {
    const value = reading.fields[name];
    return value ? [{ name, value, now: current(name).trim() }] : [];
  });
  const empty = found.filter((item) => item.now === '');
  return (
    <section ref={panel} className="resume-autofill" aria-labelledby="resume-autofill-heading">
      <h3 id="resume-autofill-heading">{t('autofillHeading')}</h3>
      <p className="hint">{t('autofillFound')}</p>
      <ul className="resume-autofill__list">
        {found.map(({ name, value, now }, row) => (
          <li key={name}>
            <span className="resume-autofill__label">{label(name)}</span>{' '}
            {/* Addresses and numbers read left to right on an Arabic page too ("+49 30 1234567"). */}
            <bdi className="resume-autofill__value" dir={LEFT_TO_RIGHT.has(name) ? 'ltr' : undefined}>
              {value}
            </bdi>
            {now === value ? (
              <span className="hint"> {t('filledIn')}</span>
            ) : now === '' ? (
              <button
                type="button"
                className="button"
                aria-label={t('useLabel', { value, field: label(name) })}
                onClick={() => use(name, value, row)}
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
                  onClick={() => use(name, value, row)}
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
              pressedAt.current = found.length;
              for (const { name, value } of empty) fill(name, value);
              filledIn(empty.map(({ name }) => name));
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
