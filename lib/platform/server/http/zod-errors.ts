import type { z } from 'zod';
import type { ApiErrorDetail } from '../../contract';

/** Maps zod issues to the error body's details, naming the offending field by its path. */
export function zodIssuesToDetails(issues: z.core.$ZodIssue[], prefix = ''): ApiErrorDetail[] {
  return issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
    return {
      code: issue.code === 'unrecognized_keys' ? 'UNKNOWN_PARAMETER' : 'INVALID_VALUE',
      message: unknownKeys ? `Unknown parameter: ${unknownKeys}` : issue.message,
      ...(field ? { field } : {}),
    };
  });
}
