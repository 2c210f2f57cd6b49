import type { z } from 'zod';
import type { ApiErrorDetail } from '../../contract';

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The issue's path as the client knows it: an array element that carries a string `id` is named by
 * it (`answers.q-visa.records`, not `answers.3.records`), as the platform's own answer errors are.
 */
function pathNames(path: readonly PropertyKey[], input: unknown): string[] {
  let node = input;
  return path.map((key) => {
    const child = isRecord(node) ? node[key] : undefined;
    const id = Array.isArray(node) && isRecord(child) && typeof child.id === 'string' ? child.id : undefined;
    node = child;
    return id ?? String(key);
  });
}

/**
 * Maps zod issues to the error body's details, naming the offending field by its path. Give the
 * parsed input to name array elements by their ids.
 */
export function zodIssuesToDetails(
  issues: z.core.$ZodIssue[],
  prefix = '',
  input?: unknown,
): ApiErrorDetail[] {
  return issues.map((issue) => {
    const field = [prefix, ...pathNames(issue.path, input)].filter(Boolean).join('.');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
    return {
      code: issue.code === 'unrecognized_keys' ? 'UNKNOWN_PARAMETER' : 'INVALID_VALUE',
      message: unknownKeys ? `Unknown parameter: ${unknownKeys}` : issue.message,
      ...(field ? { field } : {}),
    };
  });
}
