import type { ApplicationValues } from '@/lib/careers/application-values';
import { formDataToValues } from '@/lib/careers/form-data';
import type { ReturnedValues } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';

type Path = string;
type Caret = { id: string; start: number | null; end: number | null };

/** Leaf values by form path (`answers.q.0.f`); a list of options is one leaf, a list of records is not. */
function leaves(value: unknown, path = ''): [Path, unknown][] {
  const isRecordList =
    Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object');
  if (isRecordList || (value !== null && typeof value === 'object' && !Array.isArray(value)))
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  return [[path, value]];
}

export type TypedBeforeHydration = { typed: ReturnedValues; caret: Caret | null };

/**
 * What the candidate typed into the server-rendered form before the page's code took it over (a slow
 * connection, or a click while the page hydrates): read from the page as hydration commits, before the
 * form library registers its fields (registering resets them to the starting values), so it can be put
 * back. Read at commit, not at render: React yields while it renders, and a click in that gap is the
 * candidate's too. Files are not read: their inputs start empty in the library, so it takes them from
 * the page as they are.
 */
export function readTypedBeforeHydration(form: RenderedForm, element: HTMLFormElement): TypedBeforeHydration {
  const { resume: _resume, avatar: _avatar, ...typed } = formDataToValues(form, new FormData(element));
  const active = document.activeElement;
  const caret: Caret | null =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && element.contains(active)
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { typed: typed as ReturnedValues, caret };
}

/** The typed values that differ from where the form started, by path: what must be put back. */
export function changedSince(start: ApplicationValues, typed: ReturnedValues): [Path, unknown][] {
  const before = new Map(leaves(start));
  return leaves(typed).filter(
    ([path, value]) => before.has(path) && JSON.stringify(before.get(path)) !== JSON.stringify(value),
  );
}

/** Puts the caret back where it was in the field that had focus (setting a value moves it to the end). */
export function restoreCaret(caret: Caret | null) {
  if (!caret) return;
  const element = document.getElementById(caret.id);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
  try {
    element.setSelectionRange(caret.start, caret.end);
  } catch {
    // Inputs without a text selection (email in some engines) keep the caret at the end.
  }
}
