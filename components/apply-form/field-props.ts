import type { FormField } from '@/lib/careers/application-form';

/** What every field component of the registry receives. */
export type FieldComponentProps = {
  field: FormField & { labelHtml?: string };
  /** The form path, e.g. `answers.q-visa.0.f-visa`; also the input's name, for posting without JavaScript. */
  name: string;
  error?: string;
};
