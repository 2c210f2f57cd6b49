'use client';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { ApplicationValues } from '@/lib/careers/application-values';
import { BoundFormBody } from './bound-form-body';
import { postedData, type FormRootProps } from './form-root-props';
import { lazySchemaResolver } from './lazy-schema-resolver';
import { rhfBinding } from './rhf-binding';
import { useSummaryFocus } from './use-summary-focus';

/** react-hook-form's nested errors as form path → message. */
function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message) flat[path] = value.message;
    else if (typeof value === 'object') Object.assign(flat, flattenErrors(value as FieldErrors, path));
  }
  return flat;
}

/**
 * The form with react-hook-form: the same zod schema as the server checks every field as the candidate
 * goes, conditional questions follow their parent at once, entries are added and removed in place, and
 * only a form that passes is sent to the server action. Loaded in its own chunk after the page.
 */
export function EnhancedFormRoot(props: FormRootProps) {
  const { form, state, formAction, pending, startValues } = props;
  const validation = useMemo(() => lazySchemaResolver(form), [form]);
  const methods = useForm<FieldValues>({
    resolver: validation.resolver,
    defaultValues: startValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const binding = useMemo(() => rhfBinding(methods), [methods]);
  const { summaryRef, request } = useSummaryFocus(state);
  // Bumped on every failed submit, so the page re-renders and the summary takes focus again.
  const [, setAttempt] = useState(0);

  useEffect(() => validation.preload(), [validation]);
  // Errors the server found become field errors, which clear as the candidate corrects each field.
  useEffect(() => {
    if (state.status !== 'error') return;
    for (const [name, message] of Object.entries(state.fieldErrors))
      methods.setError(name, { type: 'server', message });
  }, [state, methods]);

  const answers = useWatch({ control: methods.control, name: 'answers' }) as ApplicationValues['answers'];
  const values = { ...(methods.getValues() as ApplicationValues), answers };
  const errors = flattenErrors(methods.formState.errors);
  return (
    <BoundFormBody
      root={props}
      binding={binding}
      enhanced
      errors={errors}
      values={values}
      summaryRef={summaryRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = postedData(event);
        void methods.handleSubmit(
          () => startTransition(() => formAction(data)),
          () => {
            request();
            setAttempt((n) => n + 1);
          },
        )(event);
      }}
    />
  );
}
