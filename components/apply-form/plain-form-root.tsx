'use client';
import { startTransition, useMemo } from 'react';
import { BoundFormBody } from './bound-form-body';
import { defaultValues } from './default-values';
import { postedData, type FormRootProps } from './form-root-props';
import { plainBinding } from './plain-binding';
import { useSummaryFocus } from './use-summary-focus';

/**
 * The form as the server rendered it, before react-hook-form has loaded: posting it runs the server
 * action (which validates), and its errors and values come back as without JavaScript.
 */
export function PlainFormRoot(props: FormRootProps) {
  const { form, state, formAction, pending } = props;
  const returned = state.status === 'error' || state.status === 'editing' ? state.values : undefined;
  const values = useMemo(() => defaultValues(form, returned), [form, returned]);
  const binding = useMemo(() => plainBinding(values), [values]);
  const { summaryRef } = useSummaryFocus(state);
  return (
    <BoundFormBody
      root={props}
      binding={binding}
      enhanced={false}
      errors={state.status === 'error' ? state.fieldErrors : {}}
      values={values}
      summaryRef={summaryRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const data = postedData(event);
        startTransition(() => formAction(data));
      }}
    />
  );
}
