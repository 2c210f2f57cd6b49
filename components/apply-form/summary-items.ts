import type { ApplicationValues } from '@/lib/careers/application-values';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { fieldLabel, fieldOrder } from './default-values';
import type { SummaryItem } from './error-summary';

/** The error summary's entries, named in words and in the order the fields appear. */
export function summaryItems(
  form: RenderedForm,
  errors: Record<string, string>,
  values: ApplicationValues,
): SummaryItem[] {
  const order = fieldOrder(form, values);
  const rank = (name: string) => (order.indexOf(name) === -1 ? order.length : order.indexOf(name));
  return Object.entries(errors)
    .map(([name, message]) => {
      const label = fieldLabel(form, name);
      return { name, message: label ? `${label}: ${message}` : message };
    })
    .sort((a, b) => rank(a.name) - rank(b.name));
}
