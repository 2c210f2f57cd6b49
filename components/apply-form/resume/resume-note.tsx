import type { ReactNode } from 'react';

/**
 * The line under the resume field while the resume is read, and when nothing could be read. The same
 * line stands in while the reader's code loads, so the form below does not move under the pointer. Not a
 * live region: it comes and goes with its words, which screen readers would not read out; the form's
 * own live region says them (ResumeAutofill's onAnnounce).
 */
export function ResumeNote({ children }: { children: ReactNode }) {
  return <p className="hint resume-autofill__note">{children}</p>;
}
