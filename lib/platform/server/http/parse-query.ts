import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './api-error';
import { zodIssuesToDetails } from './zod-errors';

/** Validates the query string with a (strict) contract schema: an unknown or bad value is a 400. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const url = new URL(c.req.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw)
      throw badRequest(`Query parameter ${key} is given twice`, [
        { code: 'DUPLICATE_PARAMETER', message: `${key} is given twice`, field: key },
      ]);
    raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest('Invalid query parameters', zodIssuesToDetails(result.error.issues));
  return result.data;
}
