/**
 * What a form swap would otherwise lose: chosen files (a file input cannot be given a value, only a
 * FileList) and focus. Captured from the old form; `restore` puts them into the new one.
 */
export function carryInputState(form: HTMLFormElement | null): (next: HTMLFormElement | null) => void {
  const files = new Map<string, FileList>();
  for (const input of form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? []) {
    if (input.files && input.files.length > 0) files.set(input.id, input.files);
  }
  const active = document.activeElement;
  const focusedId = active instanceof HTMLElement && form?.contains(active) ? active.id : '';
  return (next) => {
    for (const [id, list] of files) {
      const input = next?.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`);
      if (!input) continue;
      const transfer = new DataTransfer();
      for (const file of list) transfer.items.add(file);
      input.files = transfer.files;
      // react-hook-form reads files from change events.
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (focusedId) document.getElementById(focusedId)?.focus();
  };
}
