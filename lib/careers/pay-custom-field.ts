import type { CustomField } from '../platform/contract';
import type { Pay } from './job';
import { parsePayText } from './pay-text';

/**
 * The Posting API has no pay field, so employers keep pay in a posting custom field; `fieldName`
 * (SITE_PAY_FIELD) names it by id or label, case-insensitively. An unreadable value gives no pay.
 */
export function payFromCustomFields(fields: CustomField[] = [], fieldName: string): Pay | undefined {
  const wanted = fieldName.trim().toLowerCase();
  if (!wanted) return undefined;
  const field = fields.find(
    (candidate) =>
      candidate.fieldId.toLowerCase() === wanted || candidate.fieldLabel.trim().toLowerCase() === wanted,
  );
  return parsePayText(field?.valueLabel);
}
