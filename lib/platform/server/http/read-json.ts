import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './api-error';
import { zodIssuesToDetails } from './zod-errors';

/** Reads a JSON body and validates it with a contract schema; every failure is a clear 4xx. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, 'Send the body as application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The body is not valid JSON', [
      { code: 'INVALID_JSON', message: 'The body is not valid JSON' },
    ]);
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw badRequest('The request is invalid', zodIssuesToDetails(result.error.issues, '', body));
  return result.data;
}
