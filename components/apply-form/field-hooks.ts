'use client';
import {
  useController,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/**
 * How the fields reach the form: the one module besides the form itself that names react-hook-form, so
 * each field stays a plain input with a name (what also posts without JavaScript).
 */

/** Something entered: a choice made, a file chosen, or more than spaces typed. */
function entered(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length > 0;
  return value === true;
}

/**
 * An input's registration (name, handlers, ref) and the value it is rendered with.
 *
 * Until the first submit, a field is checked when the candidate leaves it with something entered, when
 * a file is chosen, and on every change once it shows an error (so the error goes as soon as it is
 * mended). Tabbing past an empty field is not a mistake: what is missing is said on submit. After a
 * submit react-hook-form checks every change itself.
 */
export function useField(name: string): { registration: UseFormRegisterReturn; initial: unknown } {
  const { register, getValues, getFieldState, trigger, formState } = useFormContext<FieldValues>();
  const registration = register(name);
  const checkBeforeSubmit = (when: boolean) => {
    if (when && !formState.isSubmitted) void trigger(name);
  };
  return {
    registration: {
      ...registration,
      onBlur: async (event) => {
        await registration.onBlur(event);
        checkBeforeSubmit(entered(getValues(name)));
      },
      onChange: async (event) => {
        await registration.onChange(event);
        const target = event.target as HTMLInputElement;
        checkBeforeSubmit(target.type === 'file' || Boolean(getFieldState(name).error));
      },
    },
    initial: getValues(name),
  };
}

/** Puts a value in the field as if typed, checks it, and takes the candidate back to the field. */
export function usePutValue(name: string): (value: string) => void {
  const { setValue, setFocus } = useFormContext<FieldValues>();
  return (value) => {
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
    setFocus(name);
  };
}

/** The value as it changes. */
export function useFieldValue(name: string): unknown {
  return useWatch({ name });
}

/** A question's records: stable keys, and adding or removing one in place. */
export function useRecords(questionId: string) {
  const { fields, append, remove } = useFieldArray({ name: `answers.${questionId}` });
  return { keys: fields.map((record) => record.id), append: () => append({}), remove };
}

/** A multi-choice group: the chosen option ids, and how a box changes them. */
export function useChoices(name: string) {
  const { field, fieldState } = useController({ name });
  const { trigger, formState } = useFormContext<FieldValues>();
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return {
    selected,
    toggle: (optionId: string, on: boolean) => {
      field.onChange(on ? [...selected, optionId] : selected.filter((id) => id !== optionId));
      // As useField: an error shown before the first submit goes once the choice mends it.
      if (fieldState.error && !formState.isSubmitted) void trigger(name);
    },
    onBlur: field.onBlur,
    ref: field.ref,
  };
}
