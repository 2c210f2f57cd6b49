import 'server-only';
import { getSiteDb } from '@/lib/db/site-db';
import { journaledSiteDb } from '../erasure-journal/journaled-site-db';
import { getSiteKeys } from '../site-keys';
import { discardSubmittedDraft, openSavedDraft } from './open-saved-draft';
import { DRAFT_TOKEN_FIELD, type SavedDraft } from './draft-values';

/** The answers behind a "finish later" link (the posting page's `?draft=`), or null when it opens none (tampered, expired or used). */
export async function getSavedDraft(postingId: string, token: string): Promise<SavedDraft | null> {
  const [db, keys] = await Promise.all([getSiteDb(), getSiteKeys()]);
  return openSavedDraft({ db, links: keys.draftLinks, now: Date.now }, postingId, token);
}

/** Once an application is stored: deletes the server copy of the draft the form came from, if any. */
export async function discardDraftOf(formData: FormData): Promise<void> {
  const token = formData.get(DRAFT_TOKEN_FIELD);
  if (typeof token !== 'string' || token === '' || token.length > 300) return;
  try {
    const [journaled, keys] = await Promise.all([journaledSiteDb(), getSiteKeys()]);
    await discardSubmittedDraft({ ...journaled, links: keys.draftLinks, now: Date.now }, token);
  } catch (error) {
    // The application is stored; the draft still goes at its expiry.
    console.error('[drafts] deleting a submitted draft failed:', (error as Error).name);
  }
}
