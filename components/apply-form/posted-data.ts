import type { FormEvent } from 'react';

/** An untouched file input is an empty, nameless File: left in, it would reach the server as a named empty blob. */
export function withoutUntouchedFiles(data: FormData): FormData {
  for (const [name, value] of [...data.entries()]) {
    if (value instanceof File && value.size === 0 && value.name === '') data.delete(name);
  }
  return data;
}

/** The posted form, with the button that sent it (its intent: submit, add or remove an entry). */
export function postedData(event: FormEvent<HTMLFormElement>): FormData {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return withoutUntouchedFiles(new FormData(event.currentTarget, submitter));
}
