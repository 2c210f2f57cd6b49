import { isScoped, scopedQuery, type PostingsScope } from '@/lib/careers/postings-scope';
import type { PostingSummary } from '../contract';
import type { PlatformClient } from '../client/platform-client';
import type { CheckResult } from './check-platform';

/** Values named per field: a field with a value per posting (pay, a date) is no brand, and would flood the report. */
const MAX_VALUES = 8;

/** "custom_field.brand=acme-robotics,acme-field": the values each custom field holds on these postings. */
function customFieldsOn(postings: PostingSummary[]): string {
  const values = new Map<string, Set<string>>();
  for (const field of postings.flatMap((posting) => posting.customField ?? []))
    if (field.valueId) values.set(field.fieldId, (values.get(field.fieldId) ?? new Set()).add(field.valueId));
  return [...values]
    .map(([id, ids]) => {
      const shown = [...ids].slice(0, MAX_VALUES).join(',');
      return `custom_field.${id}=${shown}${ids.size > MAX_VALUES ? ` (and ${ids.size - MAX_VALUES} more)` : ''}`;
    })
    .join('; ');
}

/**
 * With SITE_POSTINGS_FILTER: whether any published posting passes it. A misspelt field or value would
 * leave the site without a single job, silently; when none passes, the custom fields the account's
 * postings carry are named, ready to copy.
 */
export async function checkSiteFilter(
  client: PlatformClient,
  scope: PostingsScope,
): Promise<CheckResult | null> {
  if (!isScoped(scope)) return null;
  const check = 'site filter';
  try {
    const matching = await client.listPostings({ ...scopedQuery(scope, {}), limit: 1 });
    if (matching.totalFound > 0)
      return {
        check,
        outcome: 'pass',
        detail: `${matching.totalFound} published posting(s) pass SITE_POSTINGS_FILTER`,
      };
    const sample = await client.listPostings({ limit: 100 });
    const fields = customFieldsOn(sample.content);
    return {
      check,
      outcome: 'fail',
      detail: 'no published posting passes SITE_POSTINGS_FILTER: the site would list no jobs',
      nextStep: fields
        ? `The account's postings carry: ${fields}.`
        : 'The postings carry no custom fields; check the country code and department id.',
    };
  } catch (error) {
    return {
      check,
      outcome: 'fail',
      detail: `the filtered posting list failed: ${(error as Error).message}`,
    };
  }
}
