import type { ApplicationValues } from '@/lib/careers/application-values';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { fieldLabel, fieldOrder } from './default-values';
import type { SummaryItem } from './error-summary';

/** The error summary's entries, each with the words that name its field, in the order the fields appear. */
export function summaryItems(
  form: RenderedForm,
  errors: Record<string, string>,
  values: ApplicationValues,
  t: Parameters<typeof fieldLabel>[2],
): SummaryItem[] {
  const order = fieldOrder(form, values);
  const rank = (name: string) => (order.indexOf(name) === -1 ? order.length : order.indexOf(name));
  return Object.entries(errors)
    .map(([name, message]) => ({ name, label: fieldLabel(form, name, t), message }))
    .sort((a, b) => rank(a.name) - rank(b.name));
}
