import type { PostingListQuery, PostingSummary } from '../platform/contract';
import { CUSTOM_FIELD_PARAM } from '../platform/contract/posting';

/**
 * Which of the account's postings this site shows (SITE_POSTINGS_FILTER): one company account often
 * advertises for several brands or units, each with its own career site. Written as the platform's own
 * list filters, `custom_field.<fieldId>=<valueId>[,<valueId>…]`, `country=<code>`, `department=<id>`,
 * joined with `&`. Every list the site asks for carries them, and a posting outside them is not found
 * here, even by its address: its page, form and "apply" answer as for an unknown posting.
 */
export type PostingsScope = {
  /** Each field must hold one of its value ids. */
  customFields: { fieldId: string; valueIds: string[] }[];
  /** ISO 3166-1 alpha-2, lower case. */
  country?: string;
  department?: string;
};

export const NO_SCOPE: PostingsScope = { customFields: [] };

const VALUE = /^[^\s,&=]{1,100}$/;

/** The scope from its setting; throws with the rule a bad part breaks (the env check names the variable). */
export function parsePostingsScope(setting: string): PostingsScope {
  const scope: PostingsScope = { customFields: [] };
  for (const part of setting.split('&').filter((piece) => piece.trim())) {
    const [name = '', value = '', ...rest] = part.trim().split('=');
    const valueIds = value.split(',');
    if (rest.length > 0 || !valueIds.every((id) => VALUE.test(id)))
      throw new Error(`"${part}": expected name=value, values without spaces, separated by commas`);
    const field = CUSTOM_FIELD_PARAM.exec(name)?.[1];
    if (field) scope.customFields.push({ fieldId: field, valueIds });
    else if (name === 'country' && /^[a-z]{2}$/i.test(value)) scope.country = value.toLowerCase();
    else if (name === 'department' && valueIds.length === 1) scope.department = value;
    else
      throw new Error(
        `"${part}": expected custom_field.<fieldId>=<valueId>[,…], country=<two letters> or department=<id>`,
      );
  }
  return scope;
}

/** The scope as its setting writes it ("custom_field.brand=acme-field&country=de"); empty when unscoped. */
export function postingsScopeText(scope: PostingsScope): string {
  return Object.entries(scopedQuery(scope, {}) ?? {})
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

export const isScoped = (scope: PostingsScope) =>
  scope.customFields.length > 0 || Boolean(scope.country || scope.department);

type ListQuery = Omit<Partial<PostingListQuery>, 'offset' | 'limit'>;
/** A list query with the scope's filters, as the platform takes them. */
export type ScopedQuery = ListQuery & Record<`custom_field.${string}`, string>;

/**
 * A visitor's list query within the scope, or null when it asks for what the scope excludes (another
 * country or department: nothing to ask the platform).
 */
export function scopedQuery(scope: PostingsScope, query: ListQuery): ScopedQuery | null {
  const differs = (wanted: string | undefined, fixed: string | undefined) =>
    Boolean(wanted && fixed && wanted.toLowerCase() !== fixed.toLowerCase());
  if (differs(query.country, scope.country) || differs(query.department, scope.department)) return null;
  const fields = Object.fromEntries(
    scope.customFields.map(({ fieldId, valueIds }) => [`custom_field.${fieldId}`, valueIds.join(',')]),
  );
  return {
    ...query,
    ...(scope.country ? { country: scope.country } : {}),
    ...(scope.department ? { department: scope.department } : {}),
    ...fields,
  };
}

/** Whether a posting the platform returned by its id belongs on this site. */
export function inScope(posting: PostingSummary, scope: PostingsScope): boolean {
  if (scope.country && posting.location?.country?.toLowerCase() !== scope.country) return false;
  if (scope.department && posting.department?.id !== scope.department) return false;
  return scope.customFields.every(({ fieldId, valueIds }) =>
    (posting.customField ?? []).some(
      (field) => field.fieldId === fieldId && valueIds.includes(field.valueId ?? ''),
    ),
  );
}
