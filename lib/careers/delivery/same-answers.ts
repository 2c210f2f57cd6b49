import type { ApplicationPayload } from '@/lib/db/schema';
import { normaliseEmail } from './outbox';

/**
 * Whether a form sent again carries the answers its first submission stored. The stored copy went through
 * jsonb, which reorders keys and drops undefined ones, so both are compared in one canonical spelling; the
 * address compares as it does everywhere else, whatever its case.
 */
export function sameAnswers(first: ApplicationPayload, again: ApplicationPayload): boolean {
  const spelt = (payload: ApplicationPayload) =>
    canonical({ ...payload, email: normaliseEmail(payload.email) });
  return spelt(first) === spelt(again);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
