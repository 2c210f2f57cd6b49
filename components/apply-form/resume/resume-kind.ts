import { MAX_FILE_BYTES } from '@/lib/platform/contract/application-rules';
import type { ResumeKind } from './resume-messages';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Which reader a chosen file needs, or null when it is not one this page reads (DOC, RTF, images). */
export function resumeKindOf(file: { name: string; type: string }): ResumeKind | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (file.type === DOCX || /\.docx$/i.test(file.name)) return 'docx';
  return null;
}

/**
 * Whether the resume reader is offered for a file: one it can read, within the size the form takes.
 * Others are not "unreadable": the reader is not started, and nothing is said of them.
 */
export const resumeWorthReading = (file: { name: string; type: string; size: number }) =>
  resumeKindOf(file) !== null && file.size <= MAX_FILE_BYTES;
