import type { ComponentType } from 'react';
import type { FormFieldKind } from '@/lib/careers/application-form';
import type { FieldComponentProps } from './field-props';
import { CheckboxField } from './fields/checkbox-field';
import { InformationField } from './fields/information-field';
import { MultiselectField } from './fields/multiselect-field';
import { RadioField } from './fields/radio-field';
import { SelectField } from './fields/select-field';
import { TextareaField, TextField } from './fields/text-field';

/** One component per field kind: a new kind fails to compile until it has one. */
export const fieldRegistry: Record<FormFieldKind, ComponentType<FieldComponentProps>> = {
  text: TextField,
  textarea: TextareaField,
  select: SelectField,
  multiselect: MultiselectField,
  radio: RadioField,
  checkbox: CheckboxField,
  information: InformationField,
};
