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

/** An input's registration (name, handlers, ref) and the value it is rendered with. */
export function useField(name: string): { registration: UseFormRegisterReturn; initial: unknown } {
  const { register, getValues } = useFormContext<FieldValues>();
  return { registration: register(name), initial: getValues(name) };
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
  const { field } = useController({ name });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  return {
    selected,
    toggle: (optionId: string, on: boolean) =>
      field.onChange(on ? [...selected, optionId] : selected.filter((id) => id !== optionId)),
    onBlur: field.onBlur,
    ref: field.ref,
  };
}
