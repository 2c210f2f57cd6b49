'use client';
import { createContext, useContext, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';

/** What an input spreads to take part in the form (react-hook-form's `register`, or just its name). */
export type FieldRegistration = {
  name: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  ref?: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
};

/**
 * How the form's fields read and bind their values, without naming a form library. The page first
 * hydrates with a plain binding (the server-rendered form, posted as it is); react-hook-form's binding
 * arrives in its own chunk once the browser is idle, so it is not part of the first load. Both render
 * the same markup.
 */
export type FormBinding = {
  register(name: string): FieldRegistration;
  /** The value to render with (for the server-rendered HTML and the first paint). */
  valueOf(name: string): unknown;
  /** The value as it changes (a hook: call it unconditionally). */
  useValue(name: string): unknown;
  /** A question's records; `append`/`remove` null when the server does it (the no-JS intent buttons). */
  useRecords(questionId: string): {
    keys: string[];
    append: (() => void) | null;
    remove: ((index: number) => void) | null;
  };
  /** A multi-choice group: the chosen option ids, and how a box changes them. */
  useChoices(name: string): {
    selected: string[];
    toggle: ((optionId: string, on: boolean) => void) | null;
    onBlur?: () => void;
    ref?: Ref<HTMLInputElement>;
  };
};

export const FormBindingContext = createContext<FormBinding | null>(null);

export function useFormBinding(): FormBinding {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error('form fields must be inside an apply form');
  return binding;
}
