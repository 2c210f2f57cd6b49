'use client';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'ref'> & {
  id: string;
  registration: UseFormRegisterReturn;
  onFileChosen?: (file: File | null) => void;
};

/**
 * A file input whose words are the page's, not the browser's ("Choose File", "No file chosen" in the
 * browser's own language on a German page). The native input stays the control: it lies, unseen, over
 * the words, so a click, a key or a file dropped on them reach it, and screen readers hear it as it is.
 * Until the form's code runs (or without JavaScript), the native input shows as it is.
 */
export function FilePicker({ id, registration, onFileChosen, ...input }: Props) {
  const t = useTranslations('form');
  const node = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    // A file chosen before the form's code ran is in the input already: its name shows from the start.
    setChosen(node.current?.files?.[0]?.name ?? null);
    setRunning(true);
  }, []);
  return (
    <div className="file-picker" data-running={running || undefined}>
      <input
        {...input}
        id={id}
        type="file"
        {...registration}
        ref={(element) => {
          node.current = element;
          registration.ref(element);
        }}
        onChange={(event) => {
          void registration.onChange(event);
          const file = event.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onFileChosen?.(file);
        }}
      />
      <label htmlFor={id} className="file-picker__button">
        {t('chooseFile')}
      </label>
      <span className="file-picker__chosen" aria-hidden="true">
        {/* A file's name keeps its own direction (a Latin name on an Arabic page). */}
        {chosen ? <bdi>{chosen}</bdi> : t('noFileChosen')}
      </span>
    </div>
  );
}
