import { DRAFT_TTL_MS } from '@/lib/careers/drafts/draft-ttl';
import type { Draft } from '@/lib/careers/drafts/draft-values';
/** A posting's drafts: one a tab, under this prefix and the tab's id (older versions: the prefix alone). */
const draftPrefix = (postingId: string) => `apply-draft:v1:${postingId}`;

let tab: string | undefined;
/**
 * This tab's id, kept through a reload (sessionStorage is the tab's own). A draft is kept for each tab,
 * so a second tab of the same job, left empty or barely started, never replaces or clears the answers
 * another tab holds. A duplicated tab copies the id, and shares its draft as before.
 */
function tabId(): string {
  if (tab) return tab;
  try {
    tab = window.sessionStorage.getItem('apply-draft-tab') ?? crypto.randomUUID();
    window.sessionStorage.setItem('apply-draft-tab', tab);
  } catch {
    tab ??= crypto.randomUUID();
  }
  return tab;
}
const ownKey = (postingId: string) => `${draftPrefix(postingId)}:${tabId()}`;

/** The storage keys of a posting's drafts, every tab's. */
function draftKeys(postingId: string): string[] {
  const prefix = draftPrefix(postingId);
  const keys: string[] = [];
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    if (key === prefix || key?.startsWith(`${prefix}:`)) keys.push(key);
  }
  return keys;
}

type Stored = Draft & { savedAtMs: number };

function parsed(text: string | null): Stored | null {
  try {
    return JSON.parse(text ?? 'null') as Stored | null;
  } catch {
    return null;
  }
}

/** A tab's draft, or null (and gone from storage) when it is past its time or unreadable. */
function readStored(key: string, nowMs: number): Stored | null {
  const stored = parsed(window.localStorage.getItem(key));
  if (typeof stored?.savedAtMs !== 'number' || nowMs - stored.savedAtMs > DRAFT_TTL_MS) {
    window.localStorage.removeItem(key);
    return null;
  }
  return stored.values && typeof stored.values === 'object' ? stored : null;
}

/**
 * The newest draft kept in this browser for one posting, of any tab (localStorage: it stays on the
 * device, and nothing reaches the server from here), as long as a server copy: a week-old half-filled
 * form is still worth finding again. Storage may be off or full (private windows): then there is no draft.
 */
export function readLocalDraft(postingId: string, nowMs: number): Draft | null {
  try {
    const newest = draftKeys(postingId)
      .map((key) => {
        const stored = readStored(key, nowMs);
        return stored && { ...stored, key };
      })
      .reduce<(Stored & { key: string }) | null>(
        (best, stored) => (stored && (!best || stored.savedAtMs > best.savedAtMs) ? stored : best),
        null,
      );
    if (!newest) return null;
    if (newest.key !== ownKey(postingId))
      adopted.set(postingId, { key: newest.key, savedAtMs: newest.savedAtMs });
    return {
      values: newest.values,
      filesChosen: Array.isArray(newest.filesChosen) ? newest.filesChosen : [],
      ...(typeof newest.draftToken === 'string' ? { draftToken: newest.draftToken } : {}),
      ageMs: Math.max(0, nowMs - newest.savedAtMs),
    };
  } catch {
    return null;
  }
}

/** The draft of another tab this one put back, as it was then: this tab carries it on from there. */
const adopted = new Map<string, { key: string; savedAtMs: number }>();

/**
 * Once this tab keeps a draft of its own, the one it put back goes, unless its tab has saved it since:
 * otherwise answers emptied here would come back from it on the next visit.
 */
function releaseAdopted(postingId: string) {
  const draft = adopted.get(postingId);
  if (!draft) return;
  adopted.delete(postingId);
  if (parsed(window.localStorage.getItem(draft.key))?.savedAtMs === draft.savedAtMs)
    window.localStorage.removeItem(draft.key);
}

/** Keeps this tab's draft. */
export function writeLocalDraft(postingId: string, draft: Draft, nowMs: number): void {
  // Its age is worked out again when it is read: what is kept is when it was saved.
  const { ageMs: _age, ...kept } = draft;
  try {
    window.localStorage.setItem(ownKey(postingId), JSON.stringify({ ...kept, savedAtMs: nowMs }));
    releaseAdopted(postingId);
  } catch {
    // Storage off or full: the form works as before, only without a draft.
  }
}

/** This tab's form was emptied again: its draft goes (and the one it carried on), another tab's stays. */
export function clearOwnLocalDraft(postingId: string): void {
  try {
    window.localStorage.removeItem(ownKey(postingId));
    releaseAdopted(postingId);
  } catch {
    // Nothing could have been stored either.
  }
}

/** The application was sent, or the candidate started over: every tab's draft of the posting goes. */
export function clearLocalDraft(postingId: string): void {
  forgetOpeningDraft(postingId);
  try {
    for (const key of draftKeys(postingId)) window.localStorage.removeItem(key);
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
