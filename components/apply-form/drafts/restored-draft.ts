import type { SavedDraft } from '@/lib/careers/drafts/draft-values';

/**
 * The answers behind a "finish later" link, the file fields to choose again, and its token (so submitting
 * deletes the server copy).
 */
export type RestoredDraft = SavedDraft & { draftToken: string };
