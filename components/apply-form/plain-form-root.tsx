'use client';
import { startTransition, useMemo } from 'react';
import { askedQuestionIds } from '@/lib/careers/asked-questions';
import { ApplyFormBody } from './apply-form-body';
import { defaultValues } from './default-values';
import { FormBindingContext } from './form-binding';
import { postedData, type FormRootProps } from './form-root-props';
import { plainBinding } from './plain-binding';
import { summaryItems } from './summary-items';
import { useSummaryFocus } from './use-summary-focus';

/**
 * The form as the server rendered it, before react-hook-form has loaded: posting it runs the server
 * action (which validates), and its errors and values come back as without JavaScript.
 */
export function PlainFormRoot({ form, state, formAction, pending, formRef, body }: FormRootProps) {
  const returned = state.status === 'error' || state.status === 'editing' ? state.values : undefined;
  const values = useMemo(() => defaultValues(form, returned), [form, returned]);
  const binding = useMemo(() => plainBinding(values), [values]);
  const { summaryRef } = useSummaryFocus(state);
  const errors = state.status === 'error' ? state.fieldErrors : {};
  return (
    <FormBindingContext value={binding}>
      <ApplyFormBody
        {...body}
        form={form}
        state={state}
        formAction={formAction}
        pending={pending}
        formRef={formRef}
        summaryRef={summaryRef}
        enhanced={false}
        errors={errors}
        items={summaryItems(form, errors, values)}
        asked={askedQuestionIds(form, values)}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const data = postedData(event);
          startTransition(() => formAction(data));
        }}
      />
    </FormBindingContext>
  );
}
