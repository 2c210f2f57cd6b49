import type { FormEvent, RefObject } from 'react';
import type { ApplicationValues } from '@/lib/careers/application-values';
import type { ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';

/** What the shell (apply-form.tsx) hands whichever root renders the form: plain, or enhanced. */
export type FormRootProps = {
  form: RenderedForm;
  state: ApplyFormState;
  formAction: (formData: FormData) => void;
  pending: boolean;
  /** The values to start from (what the candidate had typed before the form was enhanced). */
  startValues: ApplicationValues;
  formRef: RefObject<HTMLFormElement | null>;
  body: Omit<ApplyFormBodyShared, 'onSubmit' | 'errors' | 'items' | 'asked'>;
};

export type ApplyFormBodyShared = {
  countries: { code: string; name: string }[];
  formToken: string;
  hiddenFields?: Record<string, string>;
  announcement: string;
  onAnnounce: (message: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errors: Record<string, string>;
  items: { name: string; message: string }[];
  asked: Set<string>;
};

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
