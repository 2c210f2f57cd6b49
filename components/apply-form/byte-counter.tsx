'use client';
import { useFieldValue } from './field-hooks';
import { MAX_ANSWER_BYTES } from '@/lib/careers/application-form';
import { hintId } from './field-ids';
import { useTranslations } from 'next-intl';

const encoder = new TextEncoder();
/** Announce only near the limit, so screen readers are not told about every keystroke. */
const thresholds = [400, 100, 0];

/** Answers are limited in bytes (UTF-8), not characters: show what is left as the candidate types. */
export function ByteCounter({ name }: { name: string }) {
  const value = useFieldValue(name);
  const t = useTranslations('form');
  const used = encoder.encode(typeof value === 'string' ? value : '').length;
  const left = MAX_ANSWER_BYTES - used;
  const crossed = thresholds.find((t) => left <= t);
  return (
    <>
      <p id={hintId(name)} className={`byte-counter${left < 0 ? ' byte-counter--over' : ''}`}>
        {left >= 0 ? t('bytesLeft', { left, max: MAX_ANSWER_BYTES }) : t('bytesOver', { over: -left })}
        <span className="visually-hidden"> {t('bytesExplained')}</span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {crossed !== undefined
          ? left < 0
            ? t('bytesOverAnnounced', { over: -left })
            : t('bytesLeftAnnounced', { left })
          : ''}
      </p>
    </>
  );
}
