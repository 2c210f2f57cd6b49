import { DRAFT_TTL_MS } from '@/lib/careers/drafts/draft-ttl';
import type { Draft } from '@/lib/careers/drafts/draft-values';
const keyOf = (postingId: string) => `apply-draft:v1:${postingId}`;

type Stored = Draft & { savedAtMs: number };

/**
 * The draft kept in this browser for one posting (localStorage: it stays on the device, and nothing
 * reaches the server from here), as long as a server copy: a week-old half-filled form is still worth
 * finding again. Storage may be off or full (private windows): then there is no draft.
 */
export function readLocalDraft(postingId: string, nowMs: number): Draft | null {
  try {
    const text = window.localStorage.getItem(keyOf(postingId));
    if (!text) return null;
    const stored = JSON.parse(text) as Stored;
    if (typeof stored?.savedAtMs !== 'number' || nowMs - stored.savedAtMs > DRAFT_TTL_MS) {
      clearLocalDraft(postingId);
      return null;
    }
    if (!stored.values || typeof stored.values !== 'object') return null;
    return {
      values: stored.values,
      filesChosen: Array.isArray(stored.filesChosen) ? stored.filesChosen : [],
      ...(typeof stored.draftToken === 'string' ? { draftToken: stored.draftToken } : {}),
      ageMs: Math.max(0, nowMs - stored.savedAtMs),
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(postingId: string, draft: Draft, nowMs: number): void {
  // Its age is worked out again when it is read: what is kept is when it was saved.
  const { ageMs: _age, ...kept } = draft;
  try {
    window.localStorage.setItem(keyOf(postingId), JSON.stringify({ ...kept, savedAtMs: nowMs }));
  } catch {
    // Storage off or full: the form works as before, only without a draft.
  }
}

export function clearLocalDraft(postingId: string): void {
  forgetOpeningDraft(postingId);
  try {
    window.localStorage.removeItem(keyOf(postingId));
  } catch {
    // Nothing could have been stored either.
  }
}

const opened = new Map<string, Draft | null>();

/**
 * The draft found when the page opened, read once per page load and kept (a stable value for React to
 * render from); forgotten once the application is sent or the candidate starts over.
 */
export function openingLocalDraft(postingId: string): Draft | null {
  if (!opened.has(postingId)) opened.set(postingId, readLocalDraft(postingId, Date.now()));
  return opened.get(postingId) ?? null;
}

export function forgetOpeningDraft(postingId: string): void {
  opened.set(postingId, null);
}
