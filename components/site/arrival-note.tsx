'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * What a form's action answered, on the page its redirect arrives at. The button pressed is gone, and
 * neither a page load nor Next's navigation moves focus, so the keyboard would start again from the top
 * and a screen reader hear nothing: the note takes focus once, with JavaScript or without (autofocus).
 */
export function ArrivalNote({ children, className }: { children: ReactNode; className?: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <p ref={note} className={className} role="status" tabIndex={-1} autoFocus={!hydrated}>
      {children}
    </p>
  );
}
