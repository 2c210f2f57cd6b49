'use client';
import { useFieldValue } from './field-hooks';
import { MAX_ANSWER_BYTES } from '@/lib/careers/application-form';
import { hintId } from './field-ids';
import { useTranslations } from 'next-intl';

const encoder = new TextEncoder();
/** Announce only near the limit, so screen readers are not told about every keystroke. */
const thresholds = [400, 100, 0];
/** Where a one-line answer's counter appears: before that, it is noise under every short question. */
export const NEAR_LIMIT_BYTES = thresholds[0]!;

/**
 * The bytes an answer has left (negative: over the limit), as the candidate types, and whether some of
 * its characters take more than one.
 */
export function useBytesLeft(name: string): { left: number; wide: boolean } {
  const value = useFieldValue(name);
  const text = typeof value === 'string' ? value : '';
  const bytes = encoder.encode(text).length;
  return { left: MAX_ANSWER_BYTES - bytes, wide: bytes > text.length };
}

/**
 * Answers are limited in bytes (UTF-8), not characters: show what is left as the candidate types. Why a
 * letter can count for more than one is said to everyone once one does (an "é", Arabic), and always to
 * screen readers.
 */
export function ByteCounter({
  name,
  left,
  wide,
  shown,
}: {
  name: string;
  left: number;
  wide: boolean;
  shown: boolean;
}) {
  const t = useTranslations('form');
  const crossed = thresholds.find((t) => left <= t);
  return (
    <>
      {shown && (
        <p id={hintId(name)} className={`byte-counter${left < 0 ? ' byte-counter--over' : ''}`}>
          {left >= 0 ? t('bytesLeft', { left, max: MAX_ANSWER_BYTES }) : t('bytesOver', { over: -left })}
          <span className={wide ? undefined : 'visually-hidden'}> {t('bytesExplained')}</span>
        </p>
      )}
      {/* Always there, so that it is announced when it changes (a live region added with its words is not). */}
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
