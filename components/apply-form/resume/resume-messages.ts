import type { ResumeFields } from '@/lib/careers/resume/resume-fields';

/** What the page sends the resume worker, and what it answers. */
/** Marks the worker's own messages (pdf.js's worker code in it posts messages of its own). */
export const RESUME_READER = 'resume-reader';
export type ResumeKind = 'pdf' | 'docx';
export type ResumeRequest = { kind: ResumeKind; bytes: ArrayBuffer };
export type ResumeResponse = { status: 'ok'; fields: ResumeFields } | { status: 'failed' };
/** The worker's first word: its code has loaded (the bundler may start it late; a message sent earlier is lost). */
export type ResumeWorkerReady = { status: 'ready' };
