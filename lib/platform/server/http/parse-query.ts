import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './api-error';
import { zodIssuesToDetails } from './zod-errors';

/** The query string as one value per name: a name given twice, or a NUL in a value, is a 400. */
export function queryValues(c: Context): Record<string, string> {
  const url = new URL(c.req.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw)
      throw badRequest(`Query parameter ${key} is given twice`, [
        { code: 'DUPLICATE_PARAMETER', message: `${key} is given twice`, field: key },
      ]);
    // No text column stores a NUL: refused here as bad input, not left to fail in the database as a 500.
    if (value.includes('\u0000'))
      throw badRequest(`Query parameter ${key} contains a NUL character`, [
        { code: 'INVALID_PARAMETER', message: `${key} contains a NUL character`, field: key },
      ]);
    raw[key] = value;
  }
  return raw;
}

/** Validates query values with a (strict) contract schema: an unknown or bad value is a 400. */
export function parseQueryValues<T extends z.ZodType>(raw: Record<string, string>, schema: T): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest('Invalid query parameters', zodIssuesToDetails(result.error.issues));
  return result.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseQueryValues(queryValues(c), schema);
}
