'use client';
import { useFieldValue } from './field-hooks';
import { MAX_ANSWER_BYTES } from '@/lib/careers/application-form';
import { hintId } from './field-ids';

const encoder = new TextEncoder();
/** Announce only near the limit, so screen readers are not told about every keystroke. */
const thresholds = [400, 100, 0];

/** Answers are limited in bytes (UTF-8), not characters: show what is left as the candidate types. */
export function ByteCounter({ name }: { name: string }) {
  const value = useFieldValue(name);
  const used = encoder.encode(typeof value === 'string' ? value : '').length;
  const left = MAX_ANSWER_BYTES - used;
  const crossed = thresholds.find((t) => left <= t);
  return (
    <>
      <p id={hintId(name)} className={`byte-counter${left < 0 ? ' byte-counter--over' : ''}`}>
        {left >= 0
          ? `${left.toLocaleString('en')} of ${MAX_ANSWER_BYTES.toLocaleString('en')} bytes left`
          : `${(-left).toLocaleString('en')} bytes over the limit`}
        <span className="visually-hidden"> (accented letters and emoji use more than one byte)</span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {crossed !== undefined ? (left < 0 ? `Answer is ${-left} bytes too long` : `${left} bytes left`) : ''}
      </p>
    </>
  );
}
