import type { ReactNode } from 'react';

/**
 * The line under the resume field while the resume is read, and when nothing could be read. The same
 * line stands in while the reader's code loads, so the form below does not move under the pointer.
 */
export function ResumeNote({ children }: { children: ReactNode }) {
  return (
    <p className="hint resume-autofill__note" role="status">
      {children}
    </p>
  );
}
