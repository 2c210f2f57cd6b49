import type { ApplicationValues } from '@/lib/careers/application-values';
import type { FormBinding } from './form-binding';

/** `answers.q.0.f` → the value at that path. */
function valueAt(values: ApplicationValues, name: string): unknown {
  let current: unknown = values;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The binding before react-hook-form has loaded: inputs carry their names and starting values, and the
 * form posts as it is (as without JavaScript); the server validates and answers.
 */
export function plainBinding(values: ApplicationValues): FormBinding {
  const valueOf = (name: string) => valueAt(values, name);
  return {
    register: (name) => ({ name }),
    valueOf,
    useValue: valueOf,
    useRecords: (questionId) => ({
      keys: (values.answers[questionId] ?? [{}]).map((_, index) => String(index)),
      append: null,
      remove: null,
    }),
    useChoices: (name) => {
      const value = valueOf(name);
      return { selected: Array.isArray(value) ? (value as string[]) : [], toggle: null };
    },
  };
}
