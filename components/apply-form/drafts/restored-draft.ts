import type { DraftValues } from '@/lib/careers/drafts/draft-values';

/** The answers behind a "finish later" link, with its token (so submitting deletes the server copy). */
export type RestoredDraft = { values: DraftValues; draftToken: string };
