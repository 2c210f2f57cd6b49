'use client';
import {
  useController,
  useFieldArray,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { FieldRegistration, FormBinding } from './form-binding';

/** react-hook-form's binding (loaded with the enhanced form, never in the first load). */
export function rhfBinding(methods: UseFormReturn<FieldValues>): FormBinding {
  return {
    register: (name) => methods.register(name) as FieldRegistration,
    valueOf: (name) => methods.getValues(name),
    useValue: function useValue(name) {
      return useWatch({ control: methods.control, name });
    },
    useRecords: function useRecords(questionId) {
      const { fields, append, remove } = useFieldArray({
        control: methods.control,
        name: `answers.${questionId}`,
      });
      return { keys: fields.map((record) => record.id), append: () => append({}), remove };
    },
    useChoices: function useChoices(name) {
      const { field } = useController({ control: methods.control, name });
      const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
      return {
        selected,
        toggle: (optionId, on) =>
          field.onChange(on ? [...selected, optionId] : selected.filter((id) => id !== optionId)),
        onBlur: field.onBlur,
        ref: field.ref,
      };
    },
  };
}
