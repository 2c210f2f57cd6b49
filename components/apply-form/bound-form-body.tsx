'use client';
import type { FormEvent, Ref } from 'react';
import type { ApplicationValues } from '@/lib/careers/application-values';
import { askedQuestionIds } from '@/lib/careers/asked-questions';
import { ApplyFormBody } from './apply-form-body';
import { FormBindingContext, type FormBinding } from './form-binding';
import type { FormRootProps } from './form-root-props';
import { summaryItems } from './summary-items';

type Props = {
  root: FormRootProps;
  binding: FormBinding;
  enhanced: boolean;
  errors: Record<string, string>;
  /** The answers as they stand: which questions are asked, and the order of the summary. */
  values: ApplicationValues;
  summaryRef: Ref<HTMLDivElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The form's markup with its fields bound one way or the other (what both roots share). */
export function BoundFormBody({
  root: { form, state, formAction, pending, formRef, body },
  binding,
  enhanced,
  errors,
  values,
  summaryRef,
  onSubmit,
}: Props) {
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
        enhanced={enhanced}
        errors={errors}
        items={summaryItems(form, errors, values)}
        asked={askedQuestionIds(form, values)}
        onSubmit={onSubmit}
      />
    </FormBindingContext>
  );
}
