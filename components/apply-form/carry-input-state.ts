/**
 * What a form swap would otherwise lose: focus and the caret (restored at once, in the same task as the
 * swap, so no keystroke can fall between), and chosen files (a file input takes only a FileList; given
 * after react-hook-form's mount work, which empties the file inputs it registers).
 */
export function carryInputState(form: HTMLFormElement | null) {
  const files = new Map<string, FileList>();
  const oldFileInputs = [...(form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])];
  for (const input of oldFileInputs) {
    if (input.files && input.files.length > 0) files.set(input.id, input.files);
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && form?.contains(active) && active.id ? active : null;
  const caret =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? { start: focused.selectionStart, end: focused.selectionEnd }
      : null;
  const byId = <T extends HTMLElement>(next: HTMLFormElement | null, id: string) =>
    next?.querySelector<T>(`#${CSS.escape(id)}`) ?? null;
  return {
    restoreFocus(next: HTMLFormElement | null) {
      if (!focused) return;
      const target = byId<HTMLElement>(next, focused.id);
      target?.focus();
      if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
        try {
          target.setSelectionRange(caret.start, caret.end);
        } catch {
          // Inputs such as email take no selection range; focus alone is kept.
        }
      }
    },
    /**
     * A file picker opened before the swap fills the old, detached input when it closes: hand those
     * files on to the input that replaced it.
     */
    followDetachedFileInputs() {
      for (const input of oldFileInputs) {
        input.addEventListener('change', () => {
          const current = document.getElementById(input.id);
          if (input.isConnected || !(current instanceof HTMLInputElement) || !input.files) return;
          current.files = input.files;
          current.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
    },
    restoreFiles(next: HTMLFormElement | null) {
      for (const [id, list] of files) {
        const input = byId<HTMLInputElement>(next, id);
        if (!input) continue;
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(file);
        input.files = transfer.files;
        // react-hook-form reads files from change events.
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
  };
}
