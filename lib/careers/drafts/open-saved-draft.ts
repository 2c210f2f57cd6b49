import type { SiteDb } from '@/lib/db/connection';
import type { ErasureJournal } from '../erasure-journal/erasure-journal';
import { draftKey, openDraft } from './draft-codec';
import type { DraftLinkSigner } from './draft-links';
import { deleteDraft, getDraftRow } from './draft-store';
import type { SavedDraft } from './draft-values';

export type OpenDraftDeps = { db: SiteDb; links: DraftLinkSigner; now: () => number };
/** Deleting one the candidate is done with is written down (erasure-journal). */
export type DiscardDraftDeps = OpenDraftDeps & { journal: ErasureJournal };

/**
 * The answers behind a "finish later" link for this posting, or null (a 404) for a tampered, expired,
 * deleted or other posting's link. Same work for a forged link as for a genuine one up to the HMAC.
 */
export async function openSavedDraft(
  deps: OpenDraftDeps,
  postingId: string,
  token: string,
): Promise<SavedDraft | null> {
  const now = deps.now();
  const link = deps.links.verify(token, now);
  if (!link) return null;
  const row = await getDraftRow(deps.db, link.draftId);
  if (!row || row.postingId !== postingId) return null;
  const key = draftKey(link.siteSecret, link.linkSecret, link.draftId);
  const draft = openDraft(key, link.draftId, row.sealed, now);
  if (!draft || draft.postingId !== postingId) return null;
  return {
    values: draft.values,
    filesChosen: draft.filesChosen ?? [],
    ageMs: Math.max(0, now - row.createdAt.getTime()),
  };
}

/** After a successful submit: the server copy named by the form's link goes (its mail row with it). */
export async function discardSubmittedDraft(deps: DiscardDraftDeps, token: string): Promise<void> {
  // Past its expiry the purge deletes it; a forged token names nothing.
  const link = deps.links.verify(token, deps.now());
  if (link) await deleteDraft(deps, link.draftId);
}
