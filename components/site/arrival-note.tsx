'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * What a form's action answered, on the page its redirect arrives at. The button pressed is gone, and
 * neither a page load nor Next's navigation moves focus, so the keyboard would start again from the top
 * and a screen reader hear nothing: the note takes focus once, with JavaScript or without (autofocus).
 */
export function ArrivalNote({
  children,
  className,
  answeredBy = [],
}: {
  children: ReactNode;
  className?: string;
  /**
   * The query parameters that carried the answer: taken off the address once it is shown, so a reload,
   * a bookmark or a shared link does not announce it again (on another day, "not changed today" is wrong).
   */
  answeredBy?: readonly string[];
}) {
  const note = useRef<HTMLParagraphElement>(null);
  const hydrated = useHydrated();
  const answerQuery = answeredBy.join(' ');
  useEffect(() => {
    note.current?.focus();
    if (!answerQuery) return;
    const address = new URL(window.location.href);
    for (const name of answerQuery.split(' ')) address.searchParams.delete(name);
    // Next.js keeps its router in step with the native history API.
    window.history.replaceState(null, '', address);
  }, [answerQuery]);
  return (
    <p ref={note} className={className} role="status" tabIndex={-1} autoFocus={!hydrated}>
      {children}
    </p>
  );
}
